export * from './AuthLayout';
export * from './format';
export * from './Logo';
export * from './Pagination';
export * from './PasswordInput';
export * from './theme';
