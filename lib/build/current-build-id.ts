// The id of the build this code belongs to: Next inlines its deploymentId (our build id) at build time.
export function currentBuildId(): string {
  return process.env.NEXT_DEPLOYMENT_ID || 'development';
}
