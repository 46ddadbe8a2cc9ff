//! `POST /api/setup`: the first-time setup after registration (`/setup?mode=welcome`), also usable later to edit
//! the company's data (`mode=edit`). It names the company and creates its first project: the example project
//! with sample data when asked, otherwise an empty one, so the administrator always has somewhere to work.

use axum::{extract::State, Json};
use chrono::Utc;
use platform::{
    audit,
    context::Ctx,
    entities::{company, project, user, user_project},
    envelope::One,
    error::JsonBody,
    i18n::{t, Locale},
    ids::new_id,
    tenant::Scoped,
    validate::Validator,
    ApiResult, AppState,
};
use sea_orm::{EntityTrait, PaginatorTrait, Set, TransactionTrait};
use serde::Deserialize;

use super::me::{self, MeOut};

pub const REFERRAL_SOURCES: &[&str] = &["search", "linkedin", "recommendation", "event", "advertising", "other"];

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SetupIn {
    /// Create the example project with sample data.
    pub example_project: Option<bool>,
    pub company_name: Option<String>,
    pub phone: Option<String>,
    /// Number of projects in progress (0–10000).
    pub projects_in_progress: Option<i32>,
    /// How the user found Obra: search, linkedin, recommendation, event, advertising, other.
    pub referral_source: Option<String>,
}

/// Saves the company's setup, creates its first project when it has none, and answers the new `/me`.
#[utoipa::path(post, operation_id = "setup_company", path = "/setup", tag = "auth", request_body = SetupIn, responses((status = 200, body = One<MeOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn setup(State(state): State<AppState>, mut ctx: Ctx, JsonBody(input): JsonBody<SetupIn>) -> ApiResult<Json<One<MeOut>>> {
    ctx.require("config.projects.manage")?;
    let mut v = Validator::new();
    let name = input.company_name.as_deref().unwrap_or_default().trim().to_string();
    if v.required("company_name", Some(&name)) {
        v.length("company_name", &name, 2, 100);
        v.no_double_space("company_name", &name);
    }
    if v.required("phone", input.phone.as_deref()) {
        v.phone("phone", input.phone.as_deref().unwrap_or_default());
    }
    match input.projects_in_progress {
        None => v.add("projects_in_progress", platform::i18n::Msg::new("validation.required")),
        Some(n) => v.range("projects_in_progress", f64::from(n), 0.0, 10_000.0),
    }
    if v.required("referral_source", input.referral_source.as_deref()) {
        v.one_of("referral_source", input.referral_source.as_deref().unwrap_or_default(), REFERRAL_SOURCES);
    }
    v.finish()?;

    let now = Utc::now();
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let update = company::ActiveModel {
        id: Set(ctx.company.id),
        name: Set(name),
        phone: Set(input.phone.map(|p| p.trim().to_string())),
        projects_in_progress: Set(input.projects_in_progress),
        referral_source: Set(input.referral_source),
        setup_completed_at: Set(Some(ctx.company.setup_completed_at.unwrap_or(now))),
        updated_at: Set(now),
        ..Default::default()
    };
    ctx.company = company::Entity::update(update).exec(&txn).await?;
    let has_projects = project::Entity::scoped(&ctx.tenant).count(&txn).await? > 0;
    let example = input.example_project.unwrap_or(false);
    if example || !has_projects {
        let id = create_first_project(&txn, &ctx, example).await?;
        user::Entity::update(user::ActiveModel { id: Set(ctx.user.id), active_project_id: Set(Some(id)), ..Default::default() }).exec(&txn).await?;
        ctx.user.active_project_id = Some(id);
    }
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "setup", entity: "company", entity_id: Some(ctx.company.id), ..Default::default() }).await?;
    txn.commit().await?;
    ctx.reload_projects(&state).await?;
    let body = One::new(me::build(&state, &ctx).await?).with_message(t("setup.done", ctx.locale));
    Ok(Json(body))
}

async fn create_first_project<C: sea_orm::ConnectionTrait>(db: &C, ctx: &Ctx, example: bool) -> ApiResult<uuid::Uuid> {
    let pt = Locale::parse(&ctx.user.locale) == Locale::Pt;
    let name = match (example, pt) {
        (true, false) => "Proyecto de ejemplo: Edificio Mirador",
        (true, true) => "Projeto de exemplo: Edifício Mirante",
        (false, false) => "Mi primer proyecto",
        (false, true) => "Meu primeiro projeto",
    };
    let now = Utc::now();
    let id = new_id();
    project::Entity::insert(project::ActiveModel {
        id: Set(id),
        company_id: Set(ctx.company.id),
        group_id: Set(None),
        name: Set(name.into()),
        code: Set(example.then(|| "EJ-001".into())),
        address: Set(example.then(|| if pt { "Av. Paulista 1000".into() } else { "Av. Providencia 1234".into() })),
        city: Set(example.then(|| if pt { "São Paulo".into() } else { "Santiago".into() })),
        municipal_reception_date: Set(None),
        real_estate_name: Set(example.then(|| if pt { "Incorporadora Exemplo Ltda.".into() } else { "Inmobiliaria Ejemplo SpA".into() })),
        real_estate_tax_id: Set(None),
        legal_representative: Set(None),
        legal_representative_tax_id: Set(None),
        logo_key: Set(None),
        max_users: Set(None),
        active: Set(true),
        is_example: Set(example),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    })
    .exec_without_returning(db)
    .await?;
    user_project::Entity::insert(user_project::ActiveModel { user_id: Set(ctx.user.id), project_id: Set(id), company_id: Set(ctx.company.id), created_at: Set(now) })
        .exec_without_returning(db)
        .await?;
    Ok(id)
}
