/** Kept for the transition: FormData as a plain object lives in shared/form-fields.ts (`formFields`). */
export { formFields as formDataFields } from "../../shared/form-fields.ts";
