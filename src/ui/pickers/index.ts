// The pickers every voucher-like screen uses (spec 000 §2.2); all read the offline cache.
export { AuxiliaryItemPicker, type AuxiliaryItemPickerProps } from './AuxiliaryItemPicker';
export { DepartmentPicker, type DepartmentPickerProps } from './DepartmentPicker';
export {
  type AuxChoice,
  alignAuxChoices,
  auxLabel,
  checkAuxChoice,
  checkDepartmentChoice,
  checkSubjectChoice,
  type DepartmentChoice,
  PICKER_MESSAGES,
  resolveSubject,
  suggestSubjects,
} from './picker-rules';
export { SubjectAutocomplete, type SubjectAutocompleteProps } from './SubjectAutocomplete';
export { SubjectPicker, type SubjectPickerProps } from './SubjectPicker';
