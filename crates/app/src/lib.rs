//! Obra's business modules. Each module owns its router and its OpenAPI description; [`router`] only merges them.

use platform::AppState;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

pub mod activation;
pub mod auth;
pub mod benchmark;
pub mod billing;
pub mod bim;
pub mod cbox;
pub mod cmanagement;
pub mod concrete;
pub mod config;
pub mod demo;
pub mod home;
pub mod portal;
pub mod http;
pub mod ocinsights;
pub mod projects;
pub mod quality;
pub mod system;
pub mod tickets;
pub mod tiinsights;
pub mod uploads;
pub mod verifications;
pub mod warranties;

/// The background job handlers of every module.
pub fn jobs() -> platform::jobs::Registry {
    config::connectors::jobs(bim::jobs(platform::jobs::Registry::default()))
}

/// Starts this process's job workers: one for the general queue (IFC processing and the rest) and a few for
/// webhook deliveries, which wait on other servers and must not queue behind a model.
pub fn spawn_workers(state: &AppState) {
    platform::jobs::spawn_worker(state.clone(), jobs());
    for _ in 0..config::webhooks::WORKERS {
        platform::jobs::spawn_worker(state.clone(), config::webhooks::jobs(platform::jobs::Registry::default()));
    }
}

#[derive(OpenApi)]
#[openapi(
    info(title = "Obra API", version = "2", description = "The JSON API of Obra. Version 1 is served at `/api/v1/api.php?path=/…`."),
    tags(
        (name = "auth", description = "Sign-in, registration, password reset, the current user"),
        (name = "projects", description = "The user's projects"),
        (name = "config", description = "Configuration: positions, profiles and permissions, users, workers and courses, integrations: webhooks (applications, events, deliveries and their log) and API keys"),
        (name = "home", description = "My tasks: notifications and live events"),
        (name = "activation", description = "Module activation and plan upgrade requests"),
        (name = "bim", description = "BIM models, their IFC files and the element index"),
        (name = "cbox", description = "Cbox: the document library of each project"),
        (name = "cmanagement", description = "Cmanagement: tickets, their tasks, the schedule and its configuration"),
        (name = "uploads", description = "Resumable uploads (tus 1.0)"),
        (name = "warranties", description = "Deliveries: unit types and their checklists, units with owners, revision, details, files, the delivery act and the agenda"),
        (name = "quality", description = "Quality and construction progress: the schedule of activities (a WBS tree), links and the critical path, the Gantt's data, progress and its history, stages, attributes and values, schedule interchange (MS Project XML, Primavera P6 XER) and the 4D view of a BIM model"),
        (name = "verifications", description = "Verifications and reception: checklist templates (items, their import, plans), verifications of the project's activities (items answered with photos, failures opening observations, closing signed, the PDF report), their list and Gantt, observations, receptions of an activity or a unit, and the reception settings"),
        (name = "portal", description = "The owners' portal: sign-in by password or e-mail link (bearer token), the owner's units, documents and requests, visits and conformity records"),
        (name = "billing", description = "Billing: the company's plan, seats, modules and invoices; the provider's staff change plans, extend trials, block companies and issue invoices"),
        (name = "ocinsights", description = "Usage insights: active users, sessions and actions per module and project, from the server's own usage events"),
        (name = "tiinsights", description = "Technical insights for the provider's staff: the read-only SQL editor, the recent log, resources (jobs, storage, broker, slow requests) and database backups"),
        (name = "benchmark", description = "The anonymised benchmark: a company's after-sales and quality figures against the opted-in companies (never from fewer than 5)"),
        (name = "system", description = "Health and readiness"),
    ),
    modifiers(&ApiKeyScheme)
)]
struct ApiDoc;

/// Declares the API-key scheme (`Authorization: Bearer obra_…`, see `platform::api_keys`); the browser app uses
/// its session cookie instead.
struct ApiKeyScheme;

impl utoipa::Modify for ApiKeyScheme {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
        let mut bearer = Http::new(HttpAuthScheme::Bearer);
        bearer.description = Some("An API key of the company (`obra_…`), made in Configuración › Integraciones › API v2. Keys with the `read` scope may only read; each key may make a limited number of requests a minute (429 with `Retry-After` past it).".into());
        openapi.components.get_or_insert_with(Default::default).add_security_scheme("apiKey", SecurityScheme::Http(bearer));
    }
}

/// The whole HTTP surface: routes outside `/api` (sign-in) and the `/api` tree.
pub fn router() -> OpenApiRouter<AppState> {
    let api = OpenApiRouter::new()
        .merge(auth::api_router())
        .merge(projects::router())
        .merge(config::router())
        .merge(home::router())
        .merge(activation::router())
        .merge(billing::router())
        .merge(ocinsights::router())
        .merge(tiinsights::router())
        .merge(benchmark::router())
        .merge(bim::router())
        .merge(cbox::router())
        .merge(cmanagement::router())
        .merge(uploads::router())
        .merge(warranties::router())
        .merge(quality::router())
        .merge(verifications::router())
        .merge(concrete::router())
        .merge(portal::router())
        .merge(system::router());
    OpenApiRouter::with_openapi(ApiDoc::openapi()).merge(auth::public_router()).nest("/api", api)
}
