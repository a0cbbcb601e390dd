import type { RouteConfig } from "@hono/zod-openapi";
import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { HTTPException } from "hono/http-exception";
import * as z from "zod";
import { problemResponse, validationProblem } from "./errors";
import { hasRequestBody, isFormType, isJsonType, matchesMediaType } from "./media-types";

type Target = keyof ValidationTargets;
type Body = NonNullable<NonNullable<RouteConfig["request"]>["body"]>;

/** Checks one part of a request with zod; a misfit is the validation problem. */
function zodValidator(target: Target, schema: z.ZodType): MiddlewareHandler {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return problemResponse(c, validationProblem(result.error, `request ${target}`, { value: result.data }));
    }
  });
}

/** 415 for a Content-Type the body does not declare, or for a body sent without one. */
function mediaTypeGate(declared: string[]): MiddlewareHandler {
  return async (c, next) => {
    const type = c.req.header("content-type");
    const refused = type
      ? !declared.some((mediaType) => matchesMediaType(type, mediaType))
      : await hasRequestBody(c);
    if (refused) throw new HTTPException(415, { message: "Unsupported Media Type" });
    await next();
  };
}

/** A body validator; an optional body is checked only when sent as its kind, else taken as `{}`. */
function bodyValidator(target: "json" | "form", schema: z.ZodType, required: boolean): MiddlewareHandler {
  const validate = zodValidator(target, schema);
  if (required) return validate;
  const sentAs = target === "json" ? isJsonType : isFormType;
  return async (c, next) => {
    const type = c.req.header("content-type");
    if (type && sentAs(type)) return validate(c, next);
    c.req.addValidatedData(target, {});
    await next();
  };
}

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof (schema as z.ZodType | undefined)?.safeParseAsync === "function";

/** The gate, then a validator per declared JSON or form type whose schema is zod's. */
function bodyValidators(body: Body | undefined): MiddlewareHandler[] {
  const content = body?.content ?? {};
  const checked = Object.entries(content).flatMap(([type, media]) => {
    const schema = media && "schema" in media ? media.schema : undefined;
    return isZod(schema) && (isJsonType(type) || isFormType(type)) ? [{ type, schema }] : [];
  });
  if (checked.length === 0) return [];
  const required = Boolean(body?.required);
  const validators = checked.map(({ type, schema }) =>
    bodyValidator(isJsonType(type) ? "json" : "form", schema, required),
  );
  return [mediaTypeGate(Object.keys(content)), ...validators];
}

/**
 * A route that declares no body still refuses one it would otherwise ignore: a body sent to it is
 * JSON (400 `malformed-json`) and an empty object (400 `validation-error` naming each field), or
 * nothing, so that `{not json` or a misspelled option never resigns or rematches by accident.
 */
function noBodyValidator(): MiddlewareHandler {
  const validate = zodValidator("json", z.object({}).strict());
  return async (c, next) => {
    if ((await c.req.text()).trim() === "") return next();
    return validate(c, next);
  };
}

const sending = ["post", "put", "patch", "delete"];

const parts = [
  ["query", "query"],
  ["params", "param"],
  ["headers", "header"],
  ["cookies", "cookie"],
] as const;

/** The middleware that validates a route's request, in the order @hono/zod-openapi mounts it. */
export function routeValidators(route: RouteConfig): MiddlewareHandler[] {
  const request = route.request ?? {};
  const partValidators = parts.flatMap(([part, target]) => {
    const schema = request[part];
    return schema ? [zodValidator(target, schema as z.ZodType)] : [];
  });
  const body =
    request.body || !sending.includes(route.method) ? bodyValidators(request.body) : [noBodyValidator()];
  return [...partValidators, ...body];
}
