// The baseline starts nothing: without this file Next would pick up the portal's instrumentation from the
// repository root (the workspace root it infers from the lockfile) and boot the embedded platform in the bare app.
export function register() {}
