/** The fake EmailJS lives in test-support/, shared with the unit tests of the delivery worker. */
export {
  FAKE_SEND_PATH,
  startFakeEmailJs,
  type FakeEmailJs,
  type ReceivedSend,
} from '../test-support/fake-emailjs';
