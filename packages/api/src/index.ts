// Generated clients, session helpers and the error catalogue are built in the Contract issue.
export {};
