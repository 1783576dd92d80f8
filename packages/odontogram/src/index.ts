// The headless dental model and the React chart are built in the Odontogram issue.
export {};
