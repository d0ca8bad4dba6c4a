/**
 * The request body cap of /api and /trpc (docs/api.md "Errors"): bodies larger than MAX_REQUEST_BODY_BYTES (the
 * largest upload, a 4 MB cover, plus its form fields) are refused with 413 before they are read — by their
 * Content-Length, or while streaming a chunked body. Files over their own limit inside the cap get a 422 in
 * Japanese from the image pipeline instead.
 */
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { MAX_REQUEST_BODY_BYTES } from "#shared/constants.ts";
import { AppError } from "../errors.ts";
import { errorResponse } from "./error-response.ts";
import { languageOf } from "./language.ts";

/** The middleware: `app.use("/api/*", bodyLimit)`. Answers 413 PAYLOAD_TOO_LARGE (Japanese message). */
export const bodyLimit = honoBodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: (c) => errorResponse(AppError.of("payload_too_large"), languageOf(c)),
});
