/** What other capabilities may use of templates: nothing yet (bulk send, issue 32 item 3, will start flows from them). */
export {};
