/** The card number's layout lives in the contract so that the screens, CSV files and the server's PDFs share it. */
export { CARD_NUMBER_LENGTH, formatCardNumber } from '@odonto/contract';
