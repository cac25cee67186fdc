/** A cross-site request must not act with the member's cookie (SameSite=Lax covers most; this the rest). */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  return origin !== null && origin === new URL(request.url).origin;
}
