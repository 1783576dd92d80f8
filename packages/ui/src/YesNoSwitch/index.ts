export { YesNoSwitch, type YesNoSwitchProps } from './YesNoSwitch';
