/**
 * The cookies of a browser-like client talking to a real server over fetch (operations tests and benchmarks): what
 * the answers set, the Cookie header that sends them back, and the XSRF-TOKEN value for the X-XSRF-TOKEN header of
 * the Sanctum flow (docs/api.md "Sessions and CSRF").
 */
export class CookieJar {
  private readonly jar = new Map<string, string>();

  /** Keeps every cookie `response` sets (name → raw value). */
  take(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  /** The Cookie header sending every kept cookie. */
  get header(): string {
    return Array.from(this.jar, ([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The XSRF-TOKEN cookie, decoded: the value of the X-XSRF-TOKEN header. */
  get xsrf(): string {
    return decodeURIComponent(this.jar.get("XSRF-TOKEN") ?? "");
  }
}
