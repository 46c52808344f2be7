import { z } from "zod";

/** Every error the API answers has this shape. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});

/** The error answers of a route that needs a signed-in user and checks its input. */
export const signedInErrorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** The error answers an admin route may give, for its response schema. */
export const adminErrorResponses = {
  ...signedInErrorResponses,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
