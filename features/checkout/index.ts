// The checkout (issue 14). Other features import only from here.
export * from './click-and-collect';
export * from './payment';
