// Custom forms of the owner's (spec §3 Form, §7 GET /forms/{id}, POST /forms/{id}/submit). Other features import only from here.
export { CustomFormScreen, formIdOf } from './components/custom-form-screen';
