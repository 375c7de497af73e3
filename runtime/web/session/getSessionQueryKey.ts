/** Query key of the session (`GET {apiBase}/session`); its data is the SessionInfo, or null when signed out. */
export function getSessionQueryKey(): readonly unknown[] {
  return ['session'];
}
