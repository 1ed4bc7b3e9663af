/** The city picker and the city list, shared by every screen that names cities. */
export { PlacePicker, type PickedPlace, type PlacePickerProps } from './place-picker';
export { PlaceNames } from './place-names';
