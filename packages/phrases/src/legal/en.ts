import type { AgreementId, LegalDocumentShape } from './index.js';

/**
 * The English texts are the type source of the Chinese ones (see LegalTexts). Periods and limits
 * quoted here are the business constants of spec §9; when one changes, change it in both texts.
 */
export const legalEn = {
  registerProtocol: {
    title: 'eSign Cloud User Registration Agreement',
    preamble: [
      'This User Registration Agreement (the “Agreement”) is concluded between you and eSign Cloud Technology Co., Ltd. (“eSign Cloud”, “we” or “us”) and governs the creation and use of an account on the eSign Cloud console and the open platform behind it.',
      'Please read every clause carefully before you register, in particular those that allow us to suspend an account (section 9), limit or exclude liability (section 10) and govern disputes (section 12). By ticking “I have read and agree to the Registration Agreement” and completing registration you accept this Agreement. If you do not agree, do not register; registration cannot be completed without accepting it.',
    ],
    sections: {
      acceptance: {
        heading: 'Scope and acceptance',
        clauses: [
          'This Agreement applies to every account of the console, whether used by an individual (personal account) or on behalf of an organisation (enterprise account), and to every way of signing in, including password, SMS verification code and digital certificate sign-in.',
          'The [Service Agreement](/serviceAgreement) governs the paid services you order, the [Digital Certificate Agreement](/caAgreement) governs certificates issued to you, and the [Privacy Policy](/agreement?id=privacy) explains how we handle personal information. They form part of this Agreement; where they address a matter specifically, their provisions prevail for that matter.',
          'If you register on behalf of an organisation, you confirm that you are authorised to bind it, and both you and the organisation are bound by this Agreement.',
        ],
      },
      definitions: {
        heading: 'Definitions',
        clauses: [
          '“Account” means the identity created at registration, identified by a verified e-mail address or mobile number, through which you use the console.',
          '“Real-name authentication” means the verification of the true identity of a person or an organisation against authoritative sources, as described in section 5.',
          '“Enterprise” means an organisation whose identity has been authenticated on the platform; “master administrator” means the member who holds ultimate administrative authority over an enterprise account; “member” means a person who joined an enterprise account.',
          '“Verification code” means a one-time code sent by SMS or e-mail to prove control of a mobile number or mailbox.',
        ],
      },
      registration: {
        heading: 'Registration',
        clauses: [
          'Registration has three steps: verification of your e-mail address, entry of your account information, and confirmation. The verification link we e-mail to you is valid for 24 hours; an SMS verification code is valid for 5 minutes and may be requested again after 60 seconds. A code or link that has expired or been used cannot be used again.',
          'You must provide true, accurate and complete registration information and keep it up to date. One e-mail address or mobile number may be bound to only one account.',
          'Your password must be 8 to 20 characters long, combine letters and digits and not consist of digits only. We store only a one-way cryptographic hash of it; our staff will never ask you for your password or a verification code.',
          'You must have full civil capacity to register. A person under eighteen may use the platform only with the consent and under the supervision of a guardian.',
        ],
      },
      security: {
        heading: 'Account security',
        clauses: [
          'You are responsible for keeping your password, verification codes, certificate and any application credentials confidential, and for all activity carried out through your account, unless you prove that it resulted from our fault.',
          'Signing in again elsewhere or an administrator’s action may end your current session. Sessions also end after a period of inactivity; you will then be asked to sign in again.',
          'If you suspect that your account has been used without authorisation, change your password at once and notify us through a work order in the console. We may temporarily restrict the account to protect you while we investigate.',
        ],
      },
      realName: {
        heading: 'Real-name authentication',
        clauses: [
          'Certain services, including signing documents with legal effect and applying for digital certificates, require real-name authentication. Where a service requires it and you have not completed it, the service will not be provided.',
          'A person may authenticate by mobile phone three-element verification (name, identity number and mobile number), by a face recognition video of 2 to 3 seconds compared with the portrait on record, or by bank card verification. We compare the information you submit with authoritative sources such as telecommunications operators, banks and identity databases, directly or through licensed verification providers.',
          'An organisation may authenticate by submitting its registration documents and the identity of its legal representative or authorised agent, or by bank micro-remittance: we remit an amount of under 1 yuan to the organisation’s corporate bank account within 2 hours, and the organisation must enter the exact amount within 72 hours. After 3 wrong entries the organisation must resubmit its bank information or choose another method. Manual review takes 1 to 2 working days.',
          'You warrant that the identity information you submit is your own, or that of the organisation you are authorised to represent. Submitting another person’s information, forged documents or manipulated images is prohibited and may be reported to the competent authorities.',
          'You may apply to change or revoke your authentication. A change takes effect only after the new information has been verified; revocation does not affect documents signed or certificates issued before it.',
        ],
      },
      enterprise: {
        heading: 'Enterprise accounts',
        clauses: [
          'The person who completes the enterprise authentication becomes its master administrator. Only the master administrator may transfer that role, and only after verifying the mobile number on record with an SMS code.',
          'Administrators may invite and remove members, build the organisation structure and assign roles that grant access to modules of the console. The enterprise is responsible for the conduct of its members while they act in its account, and for removing members who leave it.',
          'Information that members create in an enterprise account, such as applications, orders and operation logs, belongs to the enterprise and remains with it when a member is removed.',
        ],
      },
      conduct: {
        heading: 'Acceptable use',
        clauses: [
          'You shall use the platform only for lawful purposes and in accordance with this Agreement. In particular, you shall not: (a) impersonate another person or organisation or misrepresent your authority; (b) use the identity verification services to collect, test or trade personal information without a lawful basis; (c) sign, or cause to be signed, documents that are fraudulent or whose content is unlawful; (d) interfere with, probe or overload the platform, or circumvent its access controls, rate limits or metering; (e) resell or sublicense access to the platform without our written consent.',
          'We may take proportionate measures against breaches of this section, including warnings, restricting functions, suspending the account and reporting to the authorities, and will tell you why unless the law forbids it.',
        ],
      },
      personalInfo: {
        heading: 'Personal information',
        clauses: [
          'We process your personal information in accordance with the Personal Information Protection Law of the People’s Republic of China and our [Privacy Policy](/agreement?id=privacy).',
          'Identity numbers, bank card numbers, face images and other sensitive personal information are collected only for the authentication you request, are encrypted at rest and are shown masked in the console.',
        ],
      },
      suspension: {
        heading: 'Suspension, cancellation and termination',
        clauses: [
          'We may suspend or terminate an account if its holder materially breaches this Agreement, if required by law or by a competent authority, or if the account has been used for fraud. Except in urgent cases we will notify you in advance and give you an opportunity to explain.',
          'You may apply to cancel your account at any time once your orders are settled and no certificate issued to you remains valid. An enterprise account may be cancelled only by its master administrator.',
          'After cancellation we delete or anonymise your personal information, except records that the law requires us to keep, such as certificate and signature audit records, which are kept for at least 5 years after the related certificate expires.',
        ],
      },
      liability: {
        heading: 'Disclaimers and limitation of liability',
        clauses: [
          'We provide the console with reasonable skill and care, but we do not warrant that it will be uninterrupted or error-free. We are not liable for losses caused by force majeure, by failures of telecommunications networks or third-party systems beyond our reasonable control, or by your breach of this Agreement.',
          'Nothing in this Agreement excludes liability that cannot be excluded by law, including liability for personal injury caused by us or for losses caused by our intentional misconduct or gross negligence.',
        ],
      },
      changes: {
        heading: 'Changes to this Agreement',
        clauses: [
          'We may amend this Agreement to reflect changes in law, in our services or in security practices. We will publish the amended text and notify you by e-mail or in the console at least 30 days before it takes effect.',
          'If you do not agree to the amendment, you may stop using the platform and cancel your account before it takes effect. If you continue to use the platform after that date, you are deemed to have accepted the amended Agreement.',
        ],
      },
      law: {
        heading: 'Governing law and disputes',
        clauses: [
          'This Agreement is governed by the laws of the People’s Republic of China (excluding, for this purpose, the laws of Hong Kong, Macao and Taiwan).',
          'The parties shall first seek to settle any dispute by negotiation. If negotiation fails, either party may bring the dispute before the competent people’s court at the place where eSign Cloud is domiciled.',
          'Questions about this Agreement may be submitted through a work order in the console; we will reply within 15 working days.',
        ],
      },
    },
  },

  serviceAgreement: {
    title: 'eSign Cloud Service Agreement',
    preamble: [
      'This Service Agreement (the “Agreement”) is concluded between the customer (“you”) and eSign Cloud Technology Co., Ltd. (“eSign Cloud”, “we” or “us”). It governs the electronic signature, identity authentication, digital certificate and related cloud services you order through the console or use through the open API.',
      'It supplements the [Registration Agreement](/registerProtocol). By placing an order, activating a service or calling the API with your credentials you accept this Agreement. Specific terms shown on an order page or in a signed order form prevail over this Agreement for that order.',
    ],
    sections: {
      scope: {
        heading: 'The services',
        clauses: [
          'The services include: (a) electronic signing of PDF contracts, contract digests, image digests and information digests; (b) identity authentication of persons and organisations, including phone three-element, face recognition, bank card and bank remittance verification; (c) issuance and management of digital certificates under the [Digital Certificate Agreement](/caAgreement); (d) trusted timestamps and preservation of signing evidence; and (e) the console and open API through which you manage and call them.',
          'The functions, specifications and prices of each service are those described on its product page and in your order at the time of ordering. We may improve a service as long as its agreed functions are not materially reduced during the paid term.',
        ],
      },
      orders: {
        heading: 'Orders and activation',
        clauses: [
          'Services are ordered in one of the following issuing modes: prepaid package, prepaid custom package, prepaid custom installment, or pay on demand. An order becomes binding when it is paid or, for pay-on-demand and offline orders, when we approve it.',
          'An unpaid order may be cancelled by you at any time and is closed automatically after the payment deadline shown on it. Orders awaiting confirmation of an offline payment are activated once the payment is received.',
          'Once activated, a service is in effect until its due date or until its purchased quantity is used up, whichever comes first; it is then shown as expired or exhausted. A service sold as unlimited has no quantity limit and runs until 31 December 2099 unless terminated under this Agreement.',
        ],
      },
      fees: {
        heading: 'Fees, metering and payment',
        clauses: [
          'Fees are those stated in your order. Prepaid fees are due before activation; pay-on-demand usage is billed for each statistical cycle after it ends.',
          'Usage is metered by our systems per successful call or per completed transaction as defined for each service; calls rejected for invalid parameters, missing credentials or our own faults are not charged. You can follow usage in the service and application statistics of the console.',
          'If you believe a bill is wrong, raise the matter through a work order within 30 days of the bill; we will investigate with our metering records and correct any error in the next bill.',
          'Prices include value-added tax unless stated otherwise. Prepaid fees for used quantities are not refundable; unused prepaid quantities are refunded only where the services are terminated because of our breach or as required by law.',
        ],
      },
      invoices: {
        heading: 'Invoices and coupons',
        clauses: [
          'You may request an invoice for completed orders in the cost center by selecting the orders and confirming the invoice information. You are responsible for the accuracy of the invoice title, taxpayer identification number and mailing details; an invoice issued on wrong information supplied by you is reissued only where tax rules permit.',
          'Coupons are promotional discounts that may be applied to eligible orders within their validity period. They have no cash value, cannot be transferred, exchanged or split, and are forfeited if the order they were applied to is refunded.',
        ],
      },
      applications: {
        heading: 'Applications and API credentials',
        clauses: [
          'To call the open API you create applications in the console. Each application receives credentials that identify it; you may restrict calls to an IP whitelist and configure callback addresses for results and for evidence-deposit notifications.',
          'Keep application credentials secret and rotate them if they may have been disclosed. Calls made with your credentials are deemed to be made by you and are metered against your services.',
          'We may apply rate limits to protect the platform. Calls beyond the limit are refused with a clear error and are not charged.',
        ],
      },
      customer: {
        heading: 'Your obligations',
        clauses: [
          'Before submitting a person’s identity information for verification, you must have a lawful basis for doing so and, where required, the person’s separate consent, and you must have told the person the purpose and scope of the verification. You must keep evidence of that consent for inspection on request.',
          'You are responsible for the lawfulness of the documents you sign or present for signature, for verifying the authority of the persons who sign on your behalf, and for the information you enter into the console.',
          'You shall not use the services to provide identity verification to third parties as a service of your own, to compile databases of personal information, or for any purpose prohibited by law.',
        ],
      },
      availability: {
        heading: 'Availability, maintenance and support',
        clauses: [
          'We operate the services around the clock and aim for a monthly availability of at least 99.9% for the open API, excluding scheduled maintenance and events described in section 10.',
          'We announce scheduled maintenance that may interrupt a service at least 3 days in advance in the console and, where possible, perform it outside business hours. Emergency maintenance to remedy security risks may be performed without notice; we will explain it afterwards.',
          'Support requests are handled through work orders in the console. You may follow their progress, expedite a pending request and close it once resolved.',
        ],
      },
      data: {
        heading: 'Data and security',
        clauses: [
          'Documents, signing records and other data you upload or generate (“customer data”) belong to you. We process them only to provide the services, in accordance with your instructions, this Agreement and the [Privacy Policy](/agreement?id=privacy).',
          'We protect customer data with measures appropriate to its risk, including encryption in transit and at rest, isolation between customers, access control based on roles and the recording of operations in audit logs that you can review in the console.',
          'If we become aware of a security incident affecting your data, we will notify you without undue delay, take measures to contain it and report it to the authorities as required by law.',
        ],
      },
      evidence: {
        heading: 'Electronic signatures and evidence',
        clauses: [
          'A reliable electronic signature made through the services in accordance with Article 13 of the Electronic Signature Law of the People’s Republic of China has the same legal effect as a handwritten signature or seal. Each signature is bound to the signer’s certificate and to a trusted timestamp so that any later change to the signed content can be detected.',
          'Signing evidence, including the document digest, certificates, timestamps and the authentication record of each signer, is preserved for the keep-alive period of your service, being 5, 6, 8 or 10 years, and in any case for at least 5 years after the expiry of the certificates used. On request we provide a verification report of the evidence for use in proceedings.',
        ],
      },
      liability: {
        heading: 'Liability and compensation',
        clauses: [
          'Each party is liable to the other for losses caused by its breach of this Agreement. We are not liable for losses caused by force majeure, by acts of government, by failures of telecommunications or power networks, by attacks we could not reasonably prevent, or by your breach, including disclosure of your credentials.',
          'Except for intentional misconduct or gross negligence, our total liability for any service in a year is limited to the fees you paid for that service in the twelve months before the event giving rise to the claim.',
          'A claim for compensation must be made in writing within 3 years from the day on which you knew or should have known of the loss; a claim made later is barred.',
        ],
      },
      termination: {
        heading: 'Term, suspension and termination',
        clauses: [
          'This Agreement remains in force while you have an order in effect or use the open API. Either party may terminate it for convenience with 30 days’ written notice, subject to the settlement of fees already incurred.',
          'We may suspend a service without notice where its continued provision would violate the law, endanger the platform or other customers, or where fees are more than 30 days overdue after a reminder. Services are resumed once the cause is removed.',
          'On termination you may export your customer data for 30 days. We then delete it, except the signing evidence and audit records that we must keep under section 9 or by law.',
        ],
      },
      general: {
        heading: 'Changes, notices and governing law',
        clauses: [
          'We will notify you of changes to this Agreement at least 30 days before they take effect. Changes do not apply to prepaid orders in effect before that date unless they are required by law or are solely to your benefit.',
          'Notices to you are sent to the e-mail address or mobile number of your account or displayed in the console, and are deemed received when sent. Notices to us are made through work orders in the console.',
          'This Agreement is governed by the laws of the People’s Republic of China. Disputes that cannot be settled by negotiation shall be brought before the competent people’s court at the place where eSign Cloud is domiciled.',
        ],
      },
    },
  },

  caAgreement: {
    title: 'Digital Certificate Subscriber Agreement',
    preamble: [
      'This Digital Certificate Subscriber Agreement (the “Agreement”) is concluded between you, the applicant for and subscriber of a digital certificate, and eSign Cloud Technology Co., Ltd. acting as registration authority for the licensed electronic certification service provider (together, the “CA”).',
      'Certificates are issued and managed in accordance with the Electronic Signature Law of the People’s Republic of China, the Measures for the Administration of Electronic Certification Services and the CA’s published Certification Practice Statement (“CPS”), which forms part of this Agreement. Read this Agreement and the CPS before you apply; by submitting an application you accept them.',
    ],
    sections: {
      definitions: {
        heading: 'Definitions',
        clauses: [
          '“Certificate” means an electronic record signed by the CA that binds a public key to the identity of its subscriber and is used to verify the subscriber’s electronic signatures.',
          '“Subscriber” means the person or organisation named in a certificate and holding its private key; “relying party” means anyone who relies on a certificate to verify a signature.',
          '“Private key” means the secret key of the key pair whose public key is contained in the certificate; “activation data” means the PIN, password or other factor that unlocks the private key.',
          '“Revocation” means the permanent termination of a certificate’s validity before its expiry date, published by the CA in its certificate revocation list and online status service.',
        ],
      },
      types: {
        heading: 'Certificate types and algorithms',
        clauses: [
          'The CA issues three types of certificates through the platform: enterprise certificates identifying an organisation, employee certificates identifying a person acting for an organisation, and personal certificates identifying an individual.',
          'Key pairs use either RSA with a 2048-bit modulus (RSA2048) or the SM2 elliptic curve algorithm of the national commercial cryptography standards. The algorithm is chosen at application and cannot be changed for an issued certificate.',
          'A certificate is valid for one, two or three years from issuance, as chosen at application, unless revoked earlier.',
        ],
      },
      application: {
        heading: 'Application and identity verification',
        clauses: [
          'A certificate is issued only to an applicant who has completed real-name authentication on the platform. For an enterprise or employee certificate, the organisation must have completed enterprise authentication, and the employee must be a member of it authorised by an administrator.',
          'You warrant that all information in your application is true, accurate and complete. The CA verifies it against the authentication records and, where necessary, authoritative sources; it may refuse an application it cannot verify and will tell you the reason.',
          'Before the certificate is issued you will be shown its contents. You must check them and confirm that they are correct; by accepting the certificate you confirm its contents.',
        ],
      },
      keys: {
        heading: 'Private key protection',
        clauses: [
          'Private keys are generated and held in cryptographic modules certified by the national cryptography administration and never leave them in plain form. A private key is used only when you authorise an operation with your activation data.',
          'You must keep your activation data secret, must not let anyone else use your private key, and must immediately request revocation if you suspect that the private key or activation data has been compromised or used without authorisation.',
          'Signatures made with your private key before you request revocation are attributed to you, unless the CA was at fault.',
        ],
      },
      use: {
        heading: 'Use of certificates',
        clauses: [
          'You may use a certificate only for signing electronic documents, contract digests and data through the platform, for identity authentication and for the purposes stated in the CPS, and only within the validity of the certificate.',
          'You must not use a certificate after it has expired or been revoked, for purposes prohibited by law, or in a way that misleads relying parties about your identity or authority.',
        ],
      },
      lifecycle: {
        heading: 'Renewal, update and change',
        clauses: [
          'The console shows certificates soon to expire. You may apply for renewal before expiry; a renewed certificate receives a new key pair and validity period, and the identity information is verified again if it has changed.',
          'If any information contained in a certificate changes, such as the name of an organisation or the identity of a person, you must apply for an update within 15 days. The old certificate is revoked when the updated one is issued.',
        ],
      },
      revocation: {
        heading: 'Revocation',
        clauses: [
          'You must request revocation when: (a) the private key or activation data has been or may have been compromised; (b) information in the certificate is no longer correct; (c) you no longer wish to use the certificate; or (d) for an employee certificate, the employee has left the organisation.',
          'The CA will revoke a certificate without your request if you breach this Agreement or the CPS, if the certificate was obtained with false information, if the organisation’s or person’s authentication is revoked, or if required by law or a competent authority.',
          'Revocation takes effect when it is published. The CA publishes revocations within 24 hours of confirming a request; revocation cannot be undone.',
        ],
      },
      records: {
        heading: 'Records and retention',
        clauses: [
          'The CA records the application, identity verification, issuance, use and revocation of each certificate, together with the related authentication documents.',
          'These records are kept for at least 5 years after the certificate expires or is revoked, as required by the Electronic Signature Law, and are made available to you, to relying parties with a legitimate interest and to competent authorities in accordance with law.',
        ],
      },
      fees: {
        heading: 'Fees',
        clauses: [
          'Fees for issuance, renewal and update are those stated in your order or in the service you have purchased. Fees for an issued certificate are not refunded on revocation, except where the revocation results from the CA’s fault.',
        ],
      },
      liability: {
        heading: 'Liability',
        clauses: [
          'If you or a relying party suffers loss in civil activities based on the electronic certification service provided by the CA, and the CA cannot prove that it was not at fault, the CA shall be liable for compensation in accordance with Article 28 of the Electronic Signature Law.',
          'The CA is not liable for losses caused by your false application information, your failure to protect the private key or activation data, your failure to request revocation in time, use of a certificate beyond its permitted purposes or validity, or force majeure.',
          'A claim for compensation must be made in writing within 3 years from the day on which the claimant knew or should have known of the loss.',
        ],
      },
      general: {
        heading: 'Term, changes and governing law',
        clauses: [
          'This Agreement takes effect when you submit your application and ends when the last certificate issued to you under it expires or is revoked; sections on records and liability survive its end.',
          'The CA may amend this Agreement or the CPS. Amendments are announced at least 30 days before they take effect, except those required by law or by the competent authority.',
          'This Agreement is governed by the laws of the People’s Republic of China. Disputes shall be settled by negotiation, failing which they shall be brought before the competent people’s court at the place where eSign Cloud is domiciled.',
        ],
      },
    },
  },

  privacy: {
    title: 'eSign Cloud Privacy Policy',
    preamble: [
      'eSign Cloud Technology Co., Ltd. (“eSign Cloud”, “we” or “us”) respects your privacy. This Privacy Policy explains what personal information we collect when you use the eSign Cloud console, open API and related services, why we collect it, how we use, share, store and protect it, and how you can exercise your rights.',
      'We process personal information in accordance with the Personal Information Protection Law, the Cybersecurity Law and the Data Security Law of the People’s Republic of China. Where we rely on your consent, we ask for it separately, and you may withdraw it at any time.',
    ],
    sections: {
      scope: {
        heading: 'Scope',
        clauses: [
          'This Policy applies to personal information of account holders, members of enterprise accounts and persons whose identity is verified or who sign documents through our services.',
          'Where an enterprise customer submits a person’s information for verification or signing, that customer decides the purpose of the processing and is responsible for having a lawful basis; we process the information on its behalf and according to its instructions and this Policy.',
        ],
      },
      collection: {
        heading: 'Information we collect',
        clauses: [
          'Account information: your e-mail address, mobile number, account name and nickname, and a one-way hash of your password. Without it we cannot create your account.',
          'Authentication information: your name, identity document type and number, a face image or a face recognition video of 2 to 3 seconds, bank card number and reserved mobile number, depending on the authentication method you choose. For enterprise authentication, the organisation’s registration details, unified social credit code, corporate bank account and the identity of its legal representative or agent. Identity numbers, bank card numbers and face information are sensitive personal information; we collect them only with your separate consent and only for the authentication you request.',
          'Service information: documents you sign and their digests, certificates issued to you, orders, invoices and invoice details, applications you create and the usage of the services.',
          'Log information: IP address, browser type, sign-in times and the operations you perform in the console, which we record for security and as operation logs visible to your enterprise administrators.',
        ],
      },
      use: {
        heading: 'How we use information',
        clauses: [
          'We use personal information to: create and secure your account; verify identities; issue and manage certificates; perform signing and preserve evidence; process orders, payments and invoices; meter usage; answer work orders; and send you service notices, such as verification codes and notices of changes to our terms.',
          'We also use information to detect and prevent fraud and abuse, to meet legal obligations and, in de-identified and aggregated form, to improve the services. We do not use your information for automated decisions that significantly affect you without offering an explanation and a way to object.',
          'We do not sell personal information and do not use authentication information for marketing.',
        ],
      },
      verification: {
        heading: 'Identity verification with third parties',
        clauses: [
          'To verify identity we compare the information you submit with authoritative sources: telecommunications operators for phone three-element verification, banks and clearing organisations for bank card and remittance verification, and identity databases for identity numbers and portraits. Only the elements needed for the comparison are transmitted, over encrypted channels, and the source returns only whether they match.',
          'For bank remittance verification we remit an amount under 1 yuan to the account you designate within 2 hours; the amount is used only to confirm control of the account and is not recovered.',
          'Face recognition videos are used to check liveness and to compare with the portrait on record. We keep the video only as long as needed to complete the authentication and any review of it, and then keep only the result.',
        ],
      },
      cookies: {
        heading: 'Cookies and local storage',
        clauses: [
          'The console uses one essential session cookie to keep you signed in. It is marked HttpOnly so that scripts cannot read it, and it is not used for tracking or advertising.',
          'Your browser’s local storage keeps your language choice, and session storage keeps basic details of the signed-in user for the current tab. You can clear them in your browser settings; you will then need to sign in again.',
        ],
      },
      sharing: {
        heading: 'Sharing and entrusted processing',
        clauses: [
          'We share personal information only: (a) with the licensed certification authority that issues your certificates; (b) with verification sources and providers as described in section 4; (c) with payment and invoicing service providers to complete transactions; (d) with the counterparties of documents you sign, to the extent shown in the signed document and its verification report; and (e) where required by law, by a court or by a competent authority.',
          'Providers that process information on our behalf are bound by written agreements that limit them to our instructions, require equivalent security and forbid further use. We supervise them and are responsible for their processing.',
          'We do not transfer personal information outside mainland China. If that ever becomes necessary, we will tell you in advance, obtain your separate consent and complete the procedures required by law.',
        ],
      },
      retention: {
        heading: 'Storage and retention',
        clauses: [
          'Personal information is stored in data centres located in mainland China.',
          'We keep personal information only as long as needed for the purposes described in this Policy. Certificate and signing audit records, including the authentication records on which they rely, are kept for at least 5 years after the related certificate expires, as required by the Electronic Signature Law. Verification codes expire after 5 minutes and e-mail verification links after 24 hours.',
          'When the retention period ends, or when you cancel your account, we delete or anonymise the information. Where deletion is technically impossible, for example in backups, we stop all processing other than storage and necessary security measures until it can be deleted.',
        ],
      },
      security: {
        heading: 'How we protect information',
        clauses: [
          'We encrypt data in transit with TLS. Identity numbers, bank card numbers and mobile numbers on verification records are encrypted at rest with keys kept separate from the data, and are shown masked in the console and never written to system logs. Passwords are stored only as salted hashes with a memory-hard algorithm.',
          'Access by our staff is limited to those who need it for their work, granted by role, recorded and regularly reviewed. Staff with access are bound by confidentiality obligations.',
          'If a personal information security incident occurs, we will take measures to contain it, inform you of its cause, its possible impact and the measures taken by e-mail, SMS or console notice, and report it to the authorities as required by law.',
        ],
      },
      rights: {
        heading: 'Your rights',
        clauses: [
          'You may access and copy your personal information, correct or complete it, and request its deletion where the law provides. Most account and authentication information can be viewed and changed in the personal center of the console.',
          'You may withdraw consent you have given. Withdrawal does not affect processing already carried out, but we may no longer be able to provide the services that depend on it. You may cancel your account as described in the [Registration Agreement](/registerProtocol).',
          'To exercise your rights, submit a work order in the console. We will verify your identity and reply within 15 working days.',
        ],
      },
      minors: {
        heading: 'Minors',
        clauses: [
          'Our services are intended for adults and organisations. We do not knowingly collect personal information of children under fourteen without the consent of their guardian; if we learn that we have, we will delete it promptly.',
        ],
      },
      changes: {
        heading: 'Changes to this Policy',
        clauses: [
          'We will publish any change to this Policy on this page. For material changes, such as new purposes of processing or new categories of recipients, we will notify you by e-mail or in the console at least 30 days before they take effect and, where required, ask for your consent again.',
        ],
      },
      contact: {
        heading: 'Contact us',
        clauses: [
          'eSign Cloud Technology Co., Ltd. is the personal information handler for the processing described in this Policy. Our personal information protection officer can be reached through a work order in the console; we will reply within 15 working days.',
          'If you are not satisfied with our reply, you may complain to the competent cyberspace administration or bring a claim before the competent people’s court.',
        ],
      },
    },
  },
} as const satisfies Record<AgreementId, LegalDocumentShape>;
