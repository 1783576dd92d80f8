export * from './AuthLayout';
export * from './format';
export * from './Logo';
export * from './PasswordInput';
export * from './theme';
