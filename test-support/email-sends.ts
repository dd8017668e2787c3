/** What the tests of the form endpoints send: the SDK's own fields for the embedded endpoint, and a contact message. */
export const sdkFields = {
  lib_version: '4.4.1',
  service_id: 'embedded',
  template_id: 'embedded-contact',
  user_id: 'embedded',
};

export const contactMessage = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  subject: 'Clinic site',
  message: 'Hello',
};
