// The catalogue of real tools the report may recommend: a name, a link, and the questions whose weak
// answers the tool helps with (best fit first). What each tool fixes is text, in texts/en.ts and da.ts.
import type { QuestionId } from './questions.ts';

export const TOOL_IDS = [
  'github_actions',
  'argo_cd',
  'launchdarkly',
  'unleash',
  'prometheus',
  'grafana',
  'sentry',
  'opentelemetry',
  'terraform',
  'kubernetes_hpa',
  'k6',
  'gremlin',
  'chaos_mesh',
  'vault',
  'snyk',
  'dependabot',
  'owasp_zap',
  'keycloak',
  'auth0',
  'backstage',
  'pact',
  'structurizr',
  'sonarqube',
  'openapi',
  'velero',
  'open_policy_agent',
  'playwright',
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export type Tool = { id: ToolId; name: string; url: string };

export const TOOLS: Record<ToolId, Tool> = {
  github_actions: {
    id: 'github_actions',
    name: 'GitHub Actions',
    url: 'https://github.com/features/actions',
  },
  argo_cd: { id: 'argo_cd', name: 'Argo CD', url: 'https://argo-cd.readthedocs.io/' },
  launchdarkly: { id: 'launchdarkly', name: 'LaunchDarkly', url: 'https://launchdarkly.com/' },
  unleash: { id: 'unleash', name: 'Unleash', url: 'https://www.getunleash.io/' },
  prometheus: { id: 'prometheus', name: 'Prometheus', url: 'https://prometheus.io/' },
  grafana: { id: 'grafana', name: 'Grafana', url: 'https://grafana.com/' },
  sentry: { id: 'sentry', name: 'Sentry', url: 'https://sentry.io/' },
  opentelemetry: { id: 'opentelemetry', name: 'OpenTelemetry', url: 'https://opentelemetry.io/' },
  terraform: { id: 'terraform', name: 'Terraform', url: 'https://developer.hashicorp.com/terraform' },
  kubernetes_hpa: {
    id: 'kubernetes_hpa',
    name: 'Kubernetes Horizontal Pod Autoscaler',
    url: 'https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/',
  },
  k6: { id: 'k6', name: 'Grafana k6', url: 'https://k6.io/' },
  gremlin: { id: 'gremlin', name: 'Gremlin', url: 'https://www.gremlin.com/' },
  chaos_mesh: { id: 'chaos_mesh', name: 'Chaos Mesh', url: 'https://chaos-mesh.org/' },
  vault: { id: 'vault', name: 'HashiCorp Vault', url: 'https://developer.hashicorp.com/vault' },
  snyk: { id: 'snyk', name: 'Snyk', url: 'https://snyk.io/' },
  dependabot: {
    id: 'dependabot',
    name: 'Dependabot',
    url: 'https://docs.github.com/en/code-security/dependabot',
  },
  owasp_zap: { id: 'owasp_zap', name: 'ZAP (OWASP Zed Attack Proxy)', url: 'https://www.zaproxy.org/' },
  keycloak: { id: 'keycloak', name: 'Keycloak', url: 'https://www.keycloak.org/' },
  auth0: { id: 'auth0', name: 'Auth0', url: 'https://auth0.com/' },
  backstage: { id: 'backstage', name: 'Backstage', url: 'https://backstage.io/' },
  pact: { id: 'pact', name: 'Pact', url: 'https://pact.io/' },
  structurizr: { id: 'structurizr', name: 'Structurizr', url: 'https://structurizr.com/' },
  sonarqube: { id: 'sonarqube', name: 'SonarQube', url: 'https://www.sonarsource.com/products/sonarqube/' },
  openapi: { id: 'openapi', name: 'OpenAPI', url: 'https://www.openapis.org/' },
  velero: { id: 'velero', name: 'Velero', url: 'https://velero.io/' },
  open_policy_agent: {
    id: 'open_policy_agent',
    name: 'Open Policy Agent',
    url: 'https://www.openpolicyagent.org/',
  },
  playwright: { id: 'playwright', name: 'Playwright', url: 'https://playwright.dev/' },
};

/** Question → the tools that help most with a weak answer to it, best fit first. */
export const TOOLS_BY_QUESTION: Record<QuestionId, readonly ToolId[]> = {
  arch_1: ['sonarqube', 'structurizr', 'backstage'],
  arch_2: ['pact', 'sonarqube', 'playwright'],
  arch_3: ['opentelemetry', 'sentry', 'grafana'],
  arch_4: ['openapi', 'pact', 'backstage'],
  arch_5: ['structurizr', 'backstage'],
  deploy_1: ['github_actions', 'argo_cd', 'terraform'],
  deploy_2: ['argo_cd', 'launchdarkly', 'unleash'],
  deploy_3: ['sentry', 'prometheus', 'grafana'],
  deploy_4: ['github_actions', 'argo_cd', 'terraform'],
  deploy_5: ['launchdarkly', 'unleash', 'playwright'],
  sec_1: ['keycloak', 'auth0'],
  sec_2: ['keycloak', 'auth0', 'open_policy_agent'],
  sec_3: ['snyk', 'dependabot', 'owasp_zap'],
  sec_4: ['vault', 'terraform'],
  sec_5: ['open_policy_agent', 'owasp_zap', 'snyk'],
  scal_1: ['kubernetes_hpa', 'k6', 'prometheus'],
  scal_2: ['k6', 'kubernetes_hpa', 'grafana'],
  scal_3: ['terraform', 'velero', 'kubernetes_hpa'],
  scal_4: ['k6', 'gremlin', 'chaos_mesh'],
  scal_5: ['prometheus', 'grafana', 'opentelemetry'],
};

export const MAX_RECOMMENDED_TOOLS = 8;
