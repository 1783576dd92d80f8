export { type LabelValue, LabelValueList, type LabelValueListProps } from './LabelValueList';
