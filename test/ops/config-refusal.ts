import { expect } from "vitest";
import { ConfigError } from "../../functions/config";

/** The message a configuration is refused with; fails the test when it is accepted. */
export function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}
