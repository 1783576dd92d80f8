export { CroField, type CroFieldProps } from './CroField';
export { FieldFrame, type FieldFrameProps, helperTextId, useFieldInputProps } from './FieldFrame';
export { TextField, type TextFieldProps } from './TextField';
