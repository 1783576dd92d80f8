export { CroField, type CroFieldProps } from './CroField';
export { TextField, type TextFieldProps } from './TextField';
