/**
 * Messages the forms' spam judgement is measured on (src/lib/intake/judge/corpus.test.ts and
 * e2e/spam-content.spec.ts): real enquiries, in English, Urdu and Roman Urdu, across every service,
 * with the hard cases (SEO, Google ranking, Instagram, prices, one link to their own site), and spam
 * of every kind the site holds. Every real enquiry must be delivered, and at least 90 % of the spam held.
 */
export type CorpusKind =
  | 'enquiry'
  | 'link selling'
  | 'guest posts'
  | 'crypto and forex'
  | 'casino'
  | 'pharma'
  | 'lottery'
  | 'loans'
  | 'fake invoices and warnings'
  | 'offshore outsourcing'
  | 'follower selling'
  | 'reply STOP'
  | 'bad links'
  | 'foreign script'
  | 'same text, many senders';

export interface CorpusMessage {
  kind: CorpusKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  language?: 'ur';
}

const enquiry = (name: string, email: string, subject: string, message: string, language?: 'ur'): CorpusMessage => ({
  kind: 'enquiry', name, email, subject, message, ...(language ? { language } : {}),
});

/** Real enquiries: every one must be delivered. */
export const ENQUIRIES: CorpusMessage[] = [
  enquiry('Ayesha Khan', 'ayesha@gulnaarlawn.pk', 'SEO for our clothing store', 'Hi, we sell lawn suits online and want better SEO. Our site is https://gulnaarlawn.pk and we are not on the first page of Google for "lawn suits Lahore". What would a 6 month SEO plan cost?'),
  enquiry('Bilal Ahmed', 'bilal.ahmed@gmail.com', 'Google ranking dropped', 'Our clinic website used to rank on Google for dentist in DHA, now it is on page 3. Can your SEO team audit it and tell us what went wrong? Prices please.'),
  enquiry('Sana Tariq', 'sana.tariq@outlook.com', 'Instagram page management', 'I run a home bakery and need someone to manage our Instagram: 3 posts a week and stories. How much do you charge per month? We have 2,300 followers now.'),
  enquiry('Hamza Sheikh', 'hamza@sheikhmotors.com.pk', 'New website', 'We need a new website for our car showroom with inventory listing and WhatsApp button. Current site: www.sheikhmotors.com.pk. Budget around 150,000 PKR. Can we meet this week?'),
  enquiry('Mariam Iqbal', 'mariam.iqbal@yahoo.com', 'Logo and branding', 'Starting a skincare brand, need logo, colours, packaging labels. What is included in your branding package and the price?'),
  enquiry('Usman Ali', 'usman.ali@techbridge.pk', 'App UI/UX', 'We are building a delivery app and need UI/UX design for about 25 screens in Figma. Do you do user research too? Timeline and cost please.'),
  enquiry('Fatima Noor', 'fatima.noor@gmail.com', 'Video editing for YouTube', 'I need weekly editing for my cooking channel, 10 to 12 minute videos with subtitles in English and Urdu. Rates?'),
  enquiry('Ali Raza', 'ali@razaestates.pk', 'Facebook and Google ads', 'We want leads for a housing society project. Can you run Google Ads and Facebook ads campaigns? Our monthly ad budget is 300k. What is your management fee?'),
  enquiry('Zainab Malik', 'zainab.malik@hotmail.com', 'Content writing for blog', 'Need 8 blog articles a month for an education consultancy, SEO friendly, around 1200 words each. Do you write in Urdu also?'),
  enquiry('Omar Farooq', 'omar@farooqtextiles.com', 'Graphic design for catalogue', 'Need a 24 page product catalogue designed for a textile export fair in Frankfurt. Print ready PDF. When could you deliver?'),
  enquiry('Hira Javed', 'hira.javed@gmail.com', 'Question about Growth package', 'Saw the Growth package on the pricing page. Does it include Google Business Profile optimisation and local SEO for two branches?'),
  enquiry('Kashif Mehmood', 'kashif.m@lums.edu.pk', 'Website redesign for a society', 'Our student society needs a redesign of the website, the current one is slow on phones. Is there a discount for non profits?'),
  enquiry('Nadia Hussain', 'nadia@zeenatnaturals.pk', 'Instagram reels and influencers', 'We want to grow on Instagram with reels and work with a few micro influencers in Lahore. Can you plan a 3 month campaign? Our page is instagram.com/zeenatnaturals'),
  enquiry('Imran Qureshi', 'imran.qureshi@gmail.com', 'Price of e-commerce site', 'How much for a Shopify store with 200 products, JazzCash and cash on delivery? Also do you provide hosting?'),
  enquiry('Rabia Anwar', 'rabia.anwar@healwell.pk', 'Follow up on proposal', 'Thanks for the proposal for the clinic app. Can we move the call to Thursday 4pm? Also please include the cost of the admin panel separately.'),
  enquiry('Saad Butt', 'saad.butt@buttsweets.pk', 'SEO and Google Maps', 'Our sweets shop does not show on Google Maps when people search near me. Can you fix our listing and improve our ranking? How long does it take?'),
  enquiry('Ahmed Nawaz', 'ahmed.nawaz@gmail.com', 'Cheap website?', 'I am a freelancer photographer and need a simple portfolio website, nothing fancy, cheap if possible. What is your lowest package?'),
  enquiry('Mehwish Aslam', 'mehwish@aslamlaw.com', 'Law firm website and content', 'We are a law firm in Gulberg. Need a professional website and monthly articles on family law. Please share your portfolio and prices.'),
  enquiry('Tariq Jamil', 'tariq.jamil@pakfoods.com', 'Social media for restaurant chain', 'We have 5 branches of a restaurant and need social media marketing, food photography and ads for Ramadan. Can you send a quote?'),
  enquiry('Asma Riaz', 'asma.riaz@gmail.com', 'Broken contact form', 'The contact form on our website https://riazacademy.edu.pk/contact stopped sending e-mails. Can you fix it and maintain the site monthly?'),
  enquiry('Danish Kamal', 'danish@kamalbuilders.pk', 'Video for property launch', 'We need a 60 second drone video edit and a 15 second teaser for Instagram for a new apartment project. Footage is ready.'),
  enquiry('Sobia Ejaz', 'sobia.ejaz@gmail.com', 'Internship', 'I am a design student at NCA. Do you take interns for graphic design in summer? I can share my Behance.'),
  enquiry('Waqas Younis', 'waqas@younisprinting.com', 'Rebranding', 'Our printing press is 30 years old and we want a modern logo and stationery without losing the old name. Price range?'),
  enquiry('Khadija Saleem', 'khadija.saleem@gmail.com', 'Digital marketing for boutique', 'I have a small boutique in Johar Town. Which of your digital marketing packages suits a monthly budget of 50,000?'),
  enquiry('Faisal Rehman', 'faisal.rehman@paysaath.com', 'Landing page for app launch', 'Need a landing page for our wallet app launch next month with waitlist signup and Urdu version. Same team as last time would be great.'),
  enquiry('Noor Fatima', 'noor.fatima@gmail.com', 'SEO questions', 'Do you guarantee first page rankings? A company promised that to us and nothing happened, so I want honest advice on keywords and backlinks quality.'),
  enquiry('Yasir Hameed', 'yasir@hameedtravels.pk', 'Tour booking website', 'Need a travel website with tour packages and an enquiry form, plus Google ranking for northern tours keywords. Can you do both?'),
  enquiry('Lubna Shah', 'lubna.shah@beaconhouse.edu.pk', 'School admissions campaign', 'We need an admissions campaign on Facebook and Instagram for March. Please share the price and a similar campaign you have done.'),
  enquiry('Junaid Akhtar', 'junaid.akhtar@gmail.com', 'Meeting request', 'Hello, I would like to discuss a website for my startup. Are you available Saturday? My number is 0300 1234567.'),
  enquiry('Rimsha Yousaf', 'rimsha@rimshacouture.com', 'Product photos and posts', 'Need product photography edits and 20 Instagram posts for our Eid collection. How many days would it take and what is the cost?'),
  enquiry('عائشہ بی بی', 'ayesha.bibi@gmail.com', 'ویب سائٹ', 'السلام علیکم، مجھے اپنے کپڑوں کے کاروبار کے لیے ویب سائٹ بنوانی ہے۔ قیمت کیا ہوگی؟', 'ur'),
  enquiry('محمد عمران', 'm.imran@gmail.com', 'ایس ای او', 'ہماری ویب سائٹ گوگل پر نظر نہیں آتی۔ کیا آپ ایس ای او کر سکتے ہیں؟ ماہانہ خرچ کتنا ہوگا؟', 'ur'),
  enquiry('سعدیہ ارشد', 'sadia.arshad@yahoo.com', 'انسٹاگرام', 'میں گھر سے کھانے کا کاروبار کرتی ہوں، انسٹاگرام پیج سنبھالنے کے لیے مدد چاہیے۔ پیکج بتا دیں۔', 'ur'),
  enquiry('احمد رضا', 'ahmed.raza@razatraders.pk', 'لوگو', 'ہمیں اپنی دکان کے لیے نیا لوگو اور وزیٹنگ کارڈ ڈیزائن کروانا ہے۔ کتنے دن لگیں گے؟', 'ur'),
  enquiry('زینب علی', 'zainab.ali@gmail.com', 'ویڈیو ایڈیٹنگ', 'یوٹیوب چینل کی ویڈیوز ایڈٹ کروانی ہیں، ہفتے میں دو ویڈیوز۔ ریٹ کیا ہے؟', 'ur'),
  enquiry('حسن محمود', 'hassan.mahmood@gmail.com', 'ایپ ڈیزائن', 'ہم ایک موبائل ایپ بنا رہے ہیں، اس کا یو آئی یو ایکس ڈیزائن چاہیے۔ ملاقات کب ہو سکتی ہے؟', 'ur'),
  enquiry('نورین اختر', 'noreen.akhtar@gmail.com', 'سوشل میڈیا', 'ہمارے اسکول کے داخلوں کے لیے فیس بک اور انسٹاگرام پر اشتہارات چلانے ہیں۔ بجٹ ایک لاکھ ہے۔', 'ur'),
  enquiry('بلال حسین', 'bilal.hussain@gmail.com', 'مضامین', 'ہمیں اپنی ویب سائٹ کے لیے اردو میں بلاگ مضامین لکھوانے ہیں، ہر مہینے دس مضامین۔', 'ur'),
  enquiry('فرح ناز', 'farah.naz@gmail.com', 'گوگل رینکنگ', 'ہماری ویب سائٹ پہلے گوگل پر پہلے صفحے پر تھی، اب نہیں ہے۔ وجہ معلوم کر سکتے ہیں؟ ہماری سائٹ farahboutique.pk ہے۔', 'ur'),
  enquiry('کامران یوسف', 'kamran.yousaf@gmail.com', 'برانڈنگ', 'نئے ریسٹورنٹ کے لیے مکمل برانڈنگ چاہیے: لوگو، مینو اور سائن بورڈ۔ قیمت بتائیں۔', 'ur'),
  enquiry('Ahsan Iqbal', 'ahsan.iqbal@gmail.com', 'Website ka kharcha', 'Assalam o alaikum, mujhe apni dukaan ke liye website banwani hai, kitna kharcha aye ga? Online order ka option bhi chahiye.'),
  enquiry('Sidra Khan', 'sidra.khan@gmail.com', 'Instagram followers barhane hain', 'Hamara Instagram page hai kapron ka, followers aur sales barhani hain. Aap ka social media package kya hai aur price kya hai?'),
  enquiry('Umer Daraz', 'umer.daraz@gmail.com', 'SEO karwana hai', 'Bhai hamari website Google pe first page pe nahi aati, SEO karwana hai. Mahana kitne paise lagenge? Site: daraztiles.pk'),
  enquiry('Maham Ali', 'maham.ali@gmail.com', 'Logo design', 'Mujhe apne cake business ke liye logo chahiye, simple aur cute sa. Kitne din mein ban jaye ga?'),
  enquiry('Shoaib Akhtar', 'shoaib.akhtar@gmail.com', 'Video edit', 'Shaadi ki video edit karwani hai aur ek short reel Instagram ke liye. Rate bata dein please.'),
  enquiry('Iqra Aziz', 'iqra.aziz@gmail.com', 'App design chahiye', 'Hum ek tutoring app bana rahe hain, UI UX design chahiye. Kya aap Figma mein kaam karte hain? Meeting kab ho sakti hai?'),
  enquiry('Adnan Siddiqui', 'adnan.siddiqui@gmail.com', 'Ads chalane hain', 'Facebook aur Google pe ads chalane hain property ke liye. Aap ki fees kya hai aur report kaise milti hai?'),
  enquiry('Mahnoor Baloch', 'mahnoor.baloch@gmail.com', 'Content likhwana hai', 'Apni website ke liye English aur Urdu mein content likhwana hai, taqreeban 10 pages. Kitna time lagay ga?'),
  enquiry('Hassan Raza', 'hassan.raza@gmail.com', 'Google ranking ka masla', 'Hamari website ki Google ranking gir gayi hai, koi penalty to nahi lagi? Check kar ke batayein, hamari site hassanmotors.pk hai.'),
  enquiry('Kiran Shahzad', 'kiran.shahzad@gmail.com', 'Package ke baare mein', 'Pricing page pe Starter package dekha. Kya is mein domain aur hosting shamil hai? Aur installments ho sakti hain?'),
  enquiry('Rehan Siddiq', 'rehan@siddiqfurniture.pk', 'Furniture catalogue and reels', 'Need catalogue design and 10 Instagram reels for our furniture showroom. We would like the Lahore office to visit. When is a good time?'),
  enquiry('Noor Ul Ain', 'noorulain@example.pk', 'Backlinks question', 'Honest advice please: are cheap backlinks ever worth it for a clinic? Another agency offered them to us.'),
  enquiry('Aliya Pervaiz', 'aliya.pervaiz@gmail.com', 'Website translation to Urdu', 'Our NGO website is in English only. Can you add an Urdu version with the right font? How much would it cost?'),
];

const spam = (kind: CorpusKind, name: string, email: string, subject: string, message: string): CorpusMessage => ({
  kind, name, email, subject, message,
});

/** Spam of every kind: at least 90 % must be held. */
export const SPAM: CorpusMessage[] = [
  spam('link selling', 'Mark SEO', 'mark.seo@gmail.com', 'Backlinks offer', 'Cheap backlinks and casino traffic! Buy 10,000 SEO links now at http://links-now.example/buy http://links-now.example/order'),
  spam('link selling', 'Alex', 'alex.linkbuilder@outlook.com', 'High DA backlinks', 'Hello webmaster, we sell high DA PA dofollow backlinks from news sites. Link insertion starts at $15. Guaranteed first page on Google in 30 days.'),
  spam('link selling', 'Rank Pro', 'rankpro@yahoo.com', 'Rank your website', 'We will rank your website on first page of Google, guaranteed 1st page with our PBN links package. Reply for price list.'),
  spam('link selling', 'Danish SEO', 'danish.seo.expert@gmail.com', 'Backlinks sasty', 'Assalam o alaikum sir, backlinks sasty rates pe, high da pa links, guaranteed pehla page Google pe. WhatsApp karein.'),
  spam('link selling', 'SEO ماہر', 'seo.mahir@gmail.com', 'بیک لنکس', 'ہم سستے بیک لنکس فروخت کرتے ہیں، گارنٹی کے ساتھ پہلا صفحہ گوگل پر۔ ابھی رابطہ کریں۔'),
  spam('guest posts', 'Emma', 'emma.outreach@gmail.com', 'Guest post collaboration', 'Hi, I would love to publish an article on your website as a guest post. We pay $50 per sponsored post with one dofollow link.'),
  spam('guest posts', 'Outreach Team', 'outreach@contentpartners.example', 'Write for your blog', 'We want to write for your blog. Guest posting with niche edits on high DA sites, price list attached.'),
  spam('guest posts', 'Sarah', 'sarah.blogger@hotmail.com', 'Sponsored post', 'Do you accept sponsored posts or guest posts on ravidigital? Please share your price for a do follow link.'),
  spam('guest posts', 'Ali Content', 'ali.content@gmail.com', 'Guest post chahiye', 'Sir aap ki website pe guest post chahiye, dofollow link ke sath. Rate bata dein.'),
  spam('crypto and forex', 'Crypto Mike', 'mike.crypto@gmail.com', 'Investment', 'Join our crypto signals group: guaranteed profit of 30% weekly. Double your bitcoin in 7 days, deposit USDT now.'),
  spam('crypto and forex', 'FX Expert', 'fx.expert@outlook.com', 'Forex signals', 'Earn daily profit with our forex signals and trading bot. Guaranteed profits, no experience needed. Click here to start.'),
  spam('crypto and forex', 'Binance Team', 'support.binance.team@gmail.com', 'Bitcoin investment', 'Exclusive bitcoin investment opportunity with high returns. Double your money in one week. Limited time offer.'),
  spam('crypto and forex', 'Munafa Group', 'munafa.group@gmail.com', 'Paisa double', 'Ghar baithe paisa double karein! Crypto signals ke sath pakka munafa, rozana munafa guaranteed profit.'),
  spam('crypto and forex', 'سرمایہ کاری', 'sarmaya.kari@gmail.com', 'بٹ کوائن', 'بٹ کوائن میں سرمایہ کاری کریں اور روزانہ منافع کمائیں۔ گارنٹیڈ منافع۔'),
  spam('casino', 'Lucky Slots', 'lucky.slots@gmail.com', 'Casino bonus', 'Online casino with 200 free spins and poker bonus. Best betting tips, play slot machines now and win the jackpot.'),
  spam('casino', 'Bet Master', 'betmaster@outlook.com', 'Betting tips', 'Get cricket betting tips for PSL, 95% accuracy. Join our casino VIP group today.'),
  spam('casino', 'Satta King', 'satta.king@gmail.com', 'Satta result', 'Satta king fast result, online casino game khelein aur jackpot jeetain.'),
  spam('casino', 'Casino Traffic', 'casino.traffic@yahoo.com', 'Traffic for your site', 'We send casino traffic and gambling visitors to any website, 50k visits for $99.'),
  spam('pharma', 'Pharmacy', 'best.pharmacy@gmail.com', 'Pills', 'Buy viagra and cialis online without prescription. Cheap weight loss pills, discreet shipping worldwide.'),
  spam('pharma', 'Health Store', 'healthstore@outlook.com', 'Online pharmacy', 'Online pharmacy sale: tramadol, male enhancement pills, no prescription needed. Order today.'),
  spam('pharma', 'Hakeem Sahab', 'hakeem.sahab@gmail.com', 'Taqat ki goliyan', 'Mardana taqat ki goliyan, 100 percent guaranteed natija. Abhi order karein.'),
  spam('pharma', 'Weight Loss', 'slim.fast@yahoo.com', 'Lose 10kg', 'Lose 10kg in 2 weeks with our weight loss pills, risk free trial, click here.'),
  spam('lottery', 'Lottery Board', 'lottery.board@gmail.com', 'Congratulations', 'Congratulations! You have won 50,000 USD in our international lottery. Claim your prize now by sending your details.'),
  spam('lottery', 'Jeeto Pakistan', 'jeeto.pakistan.inaam@gmail.com', 'Aap ka inaam', 'Mubarak ho! Aap ka inaam nikla hai lucky draw mein, 25 lakh prize money. Claim karne ke liye rabta karein.'),
  spam('lottery', 'BISP Inaam', 'bisp.inaam@gmail.com', 'انعام', 'مبارک ہو! آپ کا انعام نکلا ہے، لاٹری میں 10 لاکھ روپے انعام جیت لیے ہیں۔ رابطہ کریں۔'),
  spam('lottery', 'Prize Dept', 'prize.dept@outlook.com', 'Lucky draw winner', 'You are our lucky draw winner! Claim your prize within 24 hours.'),
  spam('loans', 'Easy Loans', 'easy.loans@gmail.com', 'Loan approved', 'Your instant loan of 500,000 is pre approved. No credit check, low interest loan, apply now.'),
  spam('loans', 'Business Capital', 'capital.funding@outlook.com', 'Funding', 'Good news: business funding approved up to $250,000, no credit check required. Reply to claim.'),
  spam('loans', 'Qarza Service', 'qarza.service@gmail.com', 'Foran loan', 'Foran loan hasil karein, qarza foran aap ke account mein, no credit check.'),
  spam('loans', 'فوری قرض', 'fori.qarz@gmail.com', 'قرض', 'فوری قرض حاصل کریں، بغیر ضمانت کے، instant loan approved.'),
  spam('fake invoices and warnings', 'Billing Dept', 'billing.dept@outlook.com', 'Overdue invoice #88213', 'Your overdue invoice is attached. Payment failed on your card, please pay now or your account will be suspended.'),
  spam('fake invoices and warnings', 'Domain Services', 'domain.services@gmail.com', 'Domain expiration notice', 'Final notice: domain expiration notice for ravidigital.pk. Renew now or lose your domain and search ranking.'),
  spam('fake invoices and warnings', 'Security Team', 'security.team.mail@gmail.com', 'Verify your account', 'Unusual activity. Verify your account and confirm your password within 24 hours or your account suspended permanently.'),
  spam('fake invoices and warnings', 'Accounts', 'accounts.desk@yahoo.com', 'Unpaid invoice', 'Unpaid invoice attached, kindly settle. Final notice before legal action.'),
  spam('fake invoices and warnings', 'Support', 'support.desk.pk@gmail.com', 'Account band', 'Aap ka account band ho jayega, verify your account abhi karein. Final notice.'),
  spam('offshore outsourcing', 'Rahul', 'rahul.devs@gmail.com', 'Dedicated developers', 'We are a software company from India with our team of 50 developers. Hire our developers, offshore development team, per hour rates starting $8.'),
  spam('offshore outsourcing', 'White Label Co', 'partners@whitelabelco.example', 'White label SEO', 'Offer white label SEO and white label services to your clients. Outsource your development to us, dedicated developers at $10/hr.'),
  spam('offshore outsourcing', 'Dev Agency', 'devagency.sales@outlook.com', 'Outsourcing', 'Outsource your development and save 70%. Our offshore development team is ready, hire our developers today.'),
  spam('offshore outsourcing', 'Sasti Outsourcing', 'sasti.outsourcing@gmail.com', 'Developers', 'Sasti outsourcing, hire our developers per hour rates starting 5 dollar.'),
  spam('follower selling', 'Insta Growth', 'insta.growth@gmail.com', 'Followers', 'Buy Instagram followers cheap! 10k followers for $20, real followers, instant followers delivery. Buy likes too.'),
  spam('follower selling', 'Social Boost', 'socialboost@outlook.com', 'Grow your page', 'Instagram followers cheap and YouTube subscribers cheap. Buy followers now, limited time offer.'),
  spam('follower selling', 'Followers PK', 'followers.pk@gmail.com', 'Followers khareedain', 'Followers khareedain sastay! Instagram aur TikTok followers sastay rates pe, instant followers.'),
  spam('follower selling', 'فالوورز', 'followers.urdu@gmail.com', 'فالوورز', 'انسٹاگرام فالوورز خریدیں، سستے اور فوری، buy followers.'),
  spam('reply STOP', 'Promo', 'promo.sms@gmail.com', 'Offer', 'Special offer on SEO packages this week only! Reply STOP to unsubscribe. Limited time offer, act now.'),
  spam('reply STOP', 'Marketing Co', 'marketing.co@outlook.com', 'Leads for you', 'We generate 500 leads for your agency every month, risk free. To opt out reply STOP.'),
  spam('reply STOP', 'Bulk SMS', 'bulk.sms@gmail.com', 'Bulk SMS', 'Bulk SMS service, 10000 SMS for Rs 999. Click here. Stop bhejein to unsubscribe.'),
  spam('bad links', 'John', 'john.smith@gmail.com', 'Check this', 'Please review our proposal: https://bit.ly/3xYzAbc and https://tinyurl.com/y7abc12 and https://cutt.ly/prop'),
  spam('bad links', 'Document', 'docs.share@outlook.com', 'Document shared', 'A document was shared with you. Download it here: http://185.244.25.12/files/proposal.zip'),
  spam('bad links', 'Update', 'update.team@gmail.com', 'Update', 'Install the update now: http://45.77.10.3/setup.exe'),
  spam('bad links', 'Partner', 'partner.links@yahoo.com', 'Links', 'Our sites: http://one.example http://two.example http://three.example http://four.example visit now.'),
  spam('foreign script', 'Иван', 'ivan.petrov@mail.ru', 'Предложение', 'Здравствуйте! Предлагаем продвижение сайта в поисковых системах и увеличение трафика. Напишите нам.'),
  spam('foreign script', 'Ольга', 'olga@yandex.ru', 'Сотрудничество', 'Добрый день, хотим предложить вам выгодное сотрудничество по рекламе вашего бизнеса.'),
  spam('foreign script', '王伟', 'wangwei@qq.com', '合作', '您好，我们提供网站推广和搜索引擎优化服务，价格优惠，请联系我们。'),
  spam('foreign script', '田中', 'tanaka@example.jp', 'ご提案', 'こんにちは、ウェブサイトのマーケティングについてご提案があります。ご連絡ください。'),
];

/** The same text from several addresses: held after the first (counted from the second on). */
export const REPEATED_TEXT =
  'Hello dear friend, our company offers premium marketing services for your business, contact us today for details.';
export const REPEATS: CorpusMessage[] = ['repeat.one@gmail.com', 'repeat.two@outlook.com', 'repeat.three@yahoo.com', 'repeat.four@gmail.com', 'repeat.five@hotmail.com'].map(
  (email, index) => spam('same text, many senders', `Sender ${index + 1}`, email, 'Services', REPEATED_TEXT),
);

/** Every message in the order sent: enquiries and spam interleaved, the repeats last. */
export const CORPUS: CorpusMessage[] = [...ENQUIRIES, ...SPAM, ...REPEATS];

/** A table of sent, held and delivered per kind, for the report and the test's failure message. */
export function corpusTable(results: { message: CorpusMessage; held: boolean }[]): string {
  const rows = new Map<CorpusKind, { sent: number; held: number }>();
  for (const { message, held } of results) {
    const row = rows.get(message.kind) ?? { sent: 0, held: 0 };
    row.sent += 1;
    if (held) row.held += 1;
    rows.set(message.kind, row);
  }
  const lines = ['| kind | sent | held | delivered |', '|---|---|---|---|'];
  for (const [kind, { sent, held }] of rows) lines.push(`| ${kind} | ${sent} | ${held} | ${sent - held} |`);
  return lines.join('\n');
}
