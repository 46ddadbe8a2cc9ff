//! Create and edit users (SPEC §5 user creation).

use std::collections::BTreeSet;

use axum::{extract::State, http::StatusCode, Json};
use chrono::Utc;
use platform::{
    audit,
    concurrency,
    context::Ctx,
    entities::{session, user},
    envelope::One,
    error::{IdPath, JsonBody},
    i18n::{Locale, Msg},
    ids::new_id,
    security,
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{ActiveValue::NotSet, ColumnTrait, EntityTrait, QueryFilter, Set, TransactionTrait};
use serde_json::json;
use uuid::Uuid;

use super::{dto::*, limits, policy, projects, rules, view};
use crate::auth::register::check_password;

/// Checks the password pair when `required` or when a password is given; returns it when there is one.
fn password(v: &mut Validator, input: &UserIn, required: bool) -> Option<String> {
    let given = input.password.as_deref().filter(|p| !p.is_empty());
    if given.is_none() && !required {
        return None;
    }
    let password = given.unwrap_or_default().to_string();
    if v.required("password", given) {
        check_password(v, &password);
    }
    if v.required("password_confirmation", input.password_confirmation.as_deref()) {
        v.matches("password_confirmation", &password, input.password_confirmation.as_deref().unwrap_or_default());
    }
    Some(password)
}

fn locale(v: &mut Validator, input: &UserIn, fallback: &str) -> String {
    match input.locale.as_deref() {
        None => fallback.to_string(),
        Some(l) => {
            v.one_of("locale", l, &["es", "pt"]);
            l.to_string()
        }
    }
}

/// Creates a user in the company with their projects; counts against the user limits.
#[utoipa::path(post, operation_id = "create_user", path = "/users", tag = "config", request_body = UserIn, responses((status = 201, body = One<UserOut>), (status = 403, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn create(State(state): State<AppState>, ctx: Ctx, JsonBody(input): JsonBody<UserIn>) -> ApiResult<(StatusCode, Json<One<UserOut>>)> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let mut v = Validator::new();
    let person = rules::person(&mut v, input.first_name.as_deref(), input.last_name.as_deref(), input.username.as_deref(), input.email.as_deref());
    rules::check_position(&txn, &ctx, &mut v, input.position_id).await?;
    rules::check_profile(&txn, &ctx, &mut v, input.profile_id).await?;
    let project_ids = rules::check_projects(&txn, &ctx, &mut v, input.project_ids.as_deref()).await?;
    let password = password(&mut v, &input, true).unwrap_or_default();
    let company_locale = if ctx.company.country == "BR" { Locale::Pt } else { Locale::Es };
    let locale = locale(&mut v, &input, company_locale.as_str());
    rules::check_unique(&txn, &mut v, &person, None).await?;
    v.finish()?;
    let now = Utc::now();
    let id = new_id();
    user::Entity::insert(user::ActiveModel {
        id: Set(id),
        company_id: Set(ctx.company.id),
        first_name: Set(person.first_name),
        last_name: Set(person.last_name),
        username: Set(person.username),
        email: Set(person.email),
        position_id: Set(input.position_id),
        profile_id: Set(input.profile_id),
        password_hash: Set(security::hash_password(&password)?),
        signature_key: Set(None),
        enabled: Set(true),
        email_verified_at: Set(None),
        signature_verified: Set(false),
        locale: Set(locale),
        is_superadmin: Set(false),
        active_project_id: Set(None),
        last_login_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    })
    .exec_without_returning(&txn)
    .await?;
    projects::replace(&txn, ctx.company.id, id, &project_ids).await?;
    limits::ensure(&txn, &ctx.tenant, &limits::Touched { company: true, projects: project_ids.iter().copied().collect() }).await?;
    let out = view::one(&txn, &ctx.tenant, view::find(&txn, &ctx.tenant, id).await?).await?;
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "user.created", entity: "user", entity_id: Some(id), after: Some(summary(&out)), ip: ctx.client.ip.clone(), ..Default::default() }).await?;
    crate::config::webhooks::emit(&txn, ctx.company.id, "user.created", webhook_data(id, &out)).await?;
    txn.commit().await?;
    Ok((StatusCode::CREATED, Json(One::new(out))))
}

/// Edits a user. Nothing changed is 'Sem alterações para enviar'; a new username needs `confirm_username_change`
/// and ends the user's other sessions, as does a new password.
#[utoipa::path(put, operation_id = "update_user", path = "/users/{id}", tag = "config", params(("id" = Uuid, Path)), request_body = UserIn, responses((status = 200, body = One<UserOut>), (status = 403, body = platform::error::ErrorBody), (status = 404, body = platform::error::ErrorBody), (status = 409, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn update(State(state): State<AppState>, ctx: Ctx, IdPath(id): IdPath, JsonBody(input): JsonBody<UserIn>) -> ApiResult<Json<One<UserOut>>> {
    policy::can_manage(&ctx)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    let before = view::find(&txn, &ctx.tenant, id).await?;
    let before_out = view::one(&txn, &ctx.tenant, before.clone()).await?;
    let mut v = Validator::new();
    let person = rules::person(&mut v, input.first_name.as_deref(), input.last_name.as_deref(), input.username.as_deref(), input.email.as_deref());
    rules::check_position(&txn, &ctx, &mut v, input.position_id).await?;
    if input.profile_id != before.profile_id {
        rules::check_profile(&txn, &ctx, &mut v, input.profile_id).await?;
        if id == ctx.user.id {
            v.add("profile_id", Msg::new("users.self_profile"));
        }
    }
    let project_ids = rules::check_projects(&txn, &ctx, &mut v, input.project_ids.as_deref()).await?;
    let password = password(&mut v, &input, false);
    let locale = locale(&mut v, &input, &before.locale);
    if input.version.is_none() {
        v.add("version", Msg::new("validation.required"));
    }
    rules::check_unique(&txn, &mut v, &person, Some(id)).await?;
    v.finish()?;
    let old_person = rules::Person { first_name: before.first_name.clone(), last_name: before.last_name.clone(), username: before.username.clone(), email: before.email.clone() };
    let old_projects: BTreeSet<Uuid> = before_out.projects.iter().map(|p| p.id).collect();
    let new_projects: BTreeSet<Uuid> = project_ids.iter().copied().collect();
    let changed = person != old_person || input.position_id != before.position_id || input.profile_id != before.profile_id || old_projects != new_projects || password.is_some() || locale != before.locale;
    if !changed {
        return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "no_changes", "users.no_changes"));
    }
    let renamed = person.username != before.username;
    if renamed && !input.confirm_username_change {
        let mut e = ApiError::field("username", Msg::new("users.username_change_confirm"));
        e.code = "username_change_unconfirmed".into();
        return Err(e);
    }
    let version = input.version.unwrap_or_default();
    let hash = match &password {
        Some(p) => Set(security::hash_password(p)?),
        None => NotSet,
    };
    let result = user::Entity::update_many()
        .set(user::ActiveModel {
            first_name: Set(person.first_name),
            last_name: Set(person.last_name),
            username: Set(person.username),
            email: Set(person.email.clone()),
            // A new address must be verified again (it gates the signature).
            email_verified_at: if person.email == before.email { NotSet } else { Set(None) },
            position_id: Set(input.position_id),
            profile_id: Set(input.profile_id),
            password_hash: hash,
            locale: Set(locale),
            updated_at: Set(Utc::now()),
            version: Set(version.wrapping_add(1)),
            ..Default::default()
        })
        .filter(user::Column::Id.eq(id))
        .filter(user::Column::Version.eq(version))
        .exec(&txn)
        .await?;
    concurrency::check(result, true)?;
    if old_projects != new_projects {
        projects::replace(&txn, ctx.company.id, id, &project_ids).await?;
    }
    if renamed || password.is_some() {
        session::Entity::delete_many().filter(session::Column::UserId.eq(id)).filter(session::Column::Id.ne(ctx.session_id.clone())).exec(&txn).await?;
    }
    if before.enabled {
        let added = new_projects.difference(&old_projects).copied().collect();
        limits::ensure(&txn, &ctx.tenant, &limits::Touched { company: false, projects: added }).await?;
    }
    let out = view::one(&txn, &ctx.tenant, view::find(&txn, &ctx.tenant, id).await?).await?;
    let mut after = summary(&out);
    after["password_changed"] = json!(password.is_some());
    audit::record(&txn, audit::Entry { company_id: Some(ctx.company.id), user_id: Some(ctx.user.id), action: "user.updated", entity: "user", entity_id: Some(id), before: Some(summary(&before_out)), after: Some(after), ip: ctx.client.ip.clone() }).await?;
    crate::config::webhooks::emit(&txn, ctx.company.id, "user.updated", webhook_data(id, &out)).await?;
    txn.commit().await?;
    Ok(Json(One::new(out)))
}

/// What the audit log keeps of a user (never the password).
/// The data of `user.created` and `user.updated`: the summary with the user's id (never a password).
fn webhook_data(id: Uuid, u: &UserOut) -> serde_json::Value {
    let mut data = summary(u);
    data["id"] = json!(id);
    data
}

pub fn summary(u: &UserOut) -> serde_json::Value {
    json!({
        "first_name": u.first_name, "last_name": u.last_name, "username": u.username, "email": u.email,
        "position": u.position.as_ref().map(|p| p.id), "profile": u.profile.as_ref().map(|p| p.id),
        "projects": u.projects.iter().map(|p| p.id).collect::<Vec<_>>(), "enabled": u.enabled,
    })
}

