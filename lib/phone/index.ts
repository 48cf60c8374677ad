// Phone parsing, validation and formatting shared by the phone field and the server.
export * from './constants';
export * from './countries';
export * from './validate';
export * from './present';
export * from './caret';
export * from './ascii-digits';
