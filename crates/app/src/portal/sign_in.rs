//! Signing in to the portal: a password, or a single-use link sent by e-mail (which also makes the account of an
//! owner listed on a unit who never had one). The answer is a bearer token; only its SHA-256 is kept.

use axum::{
    extract::{Path, State},
    http::StatusCode,
    Json,
};
use chrono::{Duration, Utc};
use platform::{
    context::ClientInfo,
    entities::{company, project},
    envelope::One,
    error::JsonBody,
    i18n::{Locale, Msg},
    mail::Email,
    security::{self, random_token, sha256_hex},
    validate::Validator,
    ApiError, ApiResult, AppState,
};
use sea_orm::{sea_query::{Expr, OnConflict}, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, TransactionTrait};
use uuid::Uuid;

use super::{
    auth::{Owner, ABSOLUTE_DAYS},
    dto::*,
    entity::{link, session},
};
use crate::warranties::{
    config::settings::Iframe,
    entity::{owner, owner_account, setting},
};

/// A link works once, for 30 minutes.
const LINK_MINUTES: i64 = 30;

/// Signs in with the e-mail and password (set from the account page after a first link).
#[utoipa::path(post, operation_id = "portal_sign_in", path = "/portal/sign-in", tag = "portal", request_body = SignInIn, responses((status = 200, body = One<SessionOut>), (status = 422, body = platform::error::ErrorBody), (status = 429, body = platform::error::ErrorBody)))]
pub async fn sign_in(State(state): State<AppState>, locale: Locale, client: ClientInfo, JsonBody(input): JsonBody<SignInIn>) -> ApiResult<Json<One<SessionOut>>> {
    let mut v = Validator::new();
    v.required("email", input.email.as_deref());
    v.required("password", input.password.as_deref());
    v.finish()?;
    let email = input.email.unwrap_or_default().trim().to_lowercase();
    let password = input.password.unwrap_or_default();
    let keys = [format!("ip:{}", client.ip.clone().unwrap_or_default()), format!("owner:{email}")];
    if state.throttle.is_blocked(&keys) {
        return Err(crate::auth::login::throttled());
    }
    // The accounts of that e-mail with a password, most recently used first; one check each (at most three), or
    // one check of the dummy hash, so an unknown e-mail takes as long as a wrong password.
    let accounts = owner_account::Entity::find().filter(owner_account::Column::Email.eq(email.clone())).filter(owner_account::Column::PasswordHash.is_not_null()).order_by_desc(owner_account::Column::LastSignInAt).all(&state.db).await?;
    let found = match accounts.is_empty() {
        true => {
            security::burn_password_check(&password);
            None
        }
        false => accounts.into_iter().take(3).find(|a| a.password_hash.as_deref().is_some_and(|h| security::verify_password(&password, h))),
    };
    let Some(account) = found else {
        state.throttle.fail(&keys);
        return Err(ApiError::field("password", Msg::new("portal.invalid_credentials")));
    };
    state.throttle.clear(&keys[1]);
    Ok(Json(One::new(open_session(&state, account, locale, client).await?)))
}

/// Sends a sign-in link to every account of the e-mail (of the project's company only, from an embedded portal).
/// The answer is the same whether the e-mail is known or not.
#[utoipa::path(post, operation_id = "portal_send_link", path = "/portal/links", tag = "portal", request_body = LinkIn, responses((status = 202, body = One<LinkSent>), (status = 422, body = platform::error::ErrorBody), (status = 429, body = platform::error::ErrorBody)))]
pub async fn send_link(State(state): State<AppState>, locale: Locale, client: ClientInfo, JsonBody(input): JsonBody<LinkIn>) -> ApiResult<(StatusCode, Json<One<LinkSent>>)> {
    let mut v = Validator::new();
    if v.required("email", input.email.as_deref()) {
        v.email("email", input.email.as_deref().unwrap_or_default().trim());
    }
    v.finish()?;
    let email = input.email.unwrap_or_default().trim().to_lowercase();
    let keys = [format!("ip:{}", client.ip.clone().unwrap_or_default()), format!("owner-link:{email}")];
    if state.throttle.is_blocked(&keys) {
        return Err(crate::auth::login::throttled());
    }
    // Every ask counts, so nobody can flood an owner's mailbox.
    state.throttle.fail(&keys[1..]);
    let company_of_project = match input.project_id {
        Some(p) => project::Entity::find_by_id(p).one(&state.db).await?.map(|p| p.company_id),
        None => None,
    };
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    for account in accounts_for_email(&txn, &email, company_of_project).await? {
        let token = random_token();
        let now = Utc::now();
        link::Entity::insert(link::ActiveModel { id: Set(sha256_hex(&token)), owner_id: Set(account.id), project_id: Set(input.project_id.filter(|_| company_of_project.is_some())), expires_at: Set(now + Duration::minutes(LINK_MINUTES)), used_at: Set(None), created_at: Set(now) }).exec_without_returning(&txn).await?;
        let company = company::Entity::find_by_id(account.company_id).one(&txn).await?.map(|c| c.name).unwrap_or_default();
        let base = state.config.public_url.trim_end_matches('/');
        let url = match input.project_id.filter(|_| company_of_project.is_some()) {
            Some(p) => format!("{base}/app/propietarios/portal/{p}/enlace/{token}"),
            None => format!("{base}/app/propietarios/enlace/{token}"),
        };
        let subject = Msg::new("portal.link_subject").arg("company", &company).render(locale);
        let text = Msg::new("portal.link_body").arg("name", &account.name).arg("company", &company).arg("url", &url).render(locale);
        state.mailer.queue(&txn, Some(account.company_id), Email { to: account.email.clone(), subject, text, html: None }).await?;
    }
    txn.commit().await?;
    Ok((StatusCode::ACCEPTED, Json(One::new(LinkSent { sent: true }))))
}

/// The accounts a link goes to: one per company where a unit's owner has the e-mail, made if missing.
pub(super) async fn accounts_for_email<C: ConnectionTrait>(db: &C, email: &str, company: Option<Uuid>) -> ApiResult<Vec<owner_account::Model>> {
    let mut select = owner::Entity::find().filter(owner::Column::Email.eq(email)).filter(owner::Column::Role.eq("owner"));
    if let Some(c) = company {
        select = select.filter(owner::Column::CompanyId.eq(c));
    }
    let listed = select.order_by_desc(owner::Column::CreatedAt).all(db).await?;
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for o in listed.into_iter().filter(|o| seen.insert(o.company_id)) {
        let fresh = owner_account::ActiveModel {
            id: Set(Uuid::now_v7()),
            company_id: Set(o.company_id),
            email: Set(email.to_string()),
            name: Set(format!("{} {}", o.first_name, o.last_name).trim().to_string()),
            phone: Set(o.phone.clone()),
            password_hash: Set(None),
            last_sign_in_at: Set(None),
            created_at: Set(Utc::now()),
        };
        owner_account::Entity::insert(fresh).on_conflict(OnConflict::columns([owner_account::Column::CompanyId, owner_account::Column::Email]).do_nothing().to_owned()).exec_without_returning(db).await?;
        out.extend(owner_account::Entity::find().filter(owner_account::Column::CompanyId.eq(o.company_id)).filter(owner_account::Column::Email.eq(email)).one(db).await?);
    }
    Ok(out)
}

/// Opens the session of a link: it works once, within its 30 minutes.
#[utoipa::path(post, operation_id = "portal_open_link", path = "/portal/links/{token}", tag = "portal", params(("token" = String, Path)), responses((status = 200, body = One<SessionOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn open_link(State(state): State<AppState>, locale: Locale, client: ClientInfo, Path(token): Path<String>) -> ApiResult<Json<One<SessionOut>>> {
    if token.len() < 20 || token.len() > 200 {
        return Err(ApiError::not_found());
    }
    let id = sha256_hex(&token);
    let row = link::Entity::find_by_id(id.clone()).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let now = Utc::now();
    if row.used_at.is_some() || row.expires_at <= now {
        return Err(ApiError::not_found());
    }
    // Two tabs opening one link: only the first one uses it.
    let used = link::Entity::update_many().col_expr(link::Column::UsedAt, Expr::value(Some(now))).filter(link::Column::Id.eq(id)).filter(link::Column::UsedAt.is_null()).exec(&state.db).await?;
    if used.rows_affected == 0 {
        return Err(ApiError::not_found());
    }
    let account = owner_account::Entity::find_by_id(row.owner_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(One::new(open_session(&state, account, locale, client).await?)))
}

async fn open_session(state: &AppState, account: owner_account::Model, locale: Locale, client: ClientInfo) -> ApiResult<SessionOut> {
    let token = random_token();
    let now = Utc::now();
    let owner = Owner::load(&state.db, account, sha256_hex(&token), locale, client).await?;
    let row = session::ActiveModel { id: Set(owner.session_id.clone()), owner_id: Set(owner.account.id), company_id: Set(owner.account.company_id), created_at: Set(now), last_seen_at: Set(now), expires_at: Set(now + Duration::days(ABSOLUTE_DAYS)) };
    session::Entity::insert(row).exec_without_returning(&state.db).await?;
    owner_account::Entity::update_many().col_expr(owner_account::Column::LastSignInAt, Expr::value(Some(now))).filter(owner_account::Column::Id.eq(owner.account.id)).exec(&state.db).await?;
    Ok(SessionOut { token, owner: owner_out(&owner) })
}

pub fn owner_out(owner: &Owner) -> OwnerOut {
    let a = &owner.account;
    let locale = if owner.ctx.company.country.eq_ignore_ascii_case("BR") { "pt-BR" } else { "es" };
    OwnerOut { id: a.id, name: a.name.clone(), email: a.email.clone(), phone: a.phone.clone(), has_password: a.password_hash.is_some(), company_name: owner.ctx.company.name.clone(), locale: locale.into() }
}

/// Ends this session.
#[utoipa::path(post, operation_id = "portal_sign_out", path = "/portal/sign-out", tag = "portal", responses((status = 204, description = "Signed out"), (status = 401, body = platform::error::ErrorBody)))]
pub async fn sign_out(State(state): State<AppState>, owner: Owner) -> ApiResult<StatusCode> {
    session::Entity::delete_by_id(owner.session_id).exec(&state.db).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The signed-in owner.
#[utoipa::path(get, operation_id = "portal_me", path = "/portal/me", tag = "portal", responses((status = 200, body = One<OwnerOut>), (status = 401, body = platform::error::ErrorBody)))]
pub async fn me(owner: Owner) -> ApiResult<Json<One<OwnerOut>>> {
    Ok(Json(One::new(owner_out(&owner))))
}

/// Sets the password (the current one is asked when there is one); other sessions of the owner end.
#[utoipa::path(put, operation_id = "portal_password", path = "/portal/me/password", tag = "portal", request_body = PasswordIn, responses((status = 200, body = One<OwnerOut>), (status = 401, body = platform::error::ErrorBody), (status = 422, body = platform::error::ErrorBody)))]
pub async fn password(State(state): State<AppState>, mut owner: Owner, JsonBody(input): JsonBody<PasswordIn>) -> ApiResult<Json<One<OwnerOut>>> {
    let mut v = Validator::new();
    let password = input.password.unwrap_or_default();
    if v.required("password", Some(&password)) {
        crate::auth::register::check_password(&mut v, &password);
    }
    if let Some(hash) = owner.account.password_hash.as_deref() {
        if v.required("current", input.current.as_deref()) && !security::verify_password(input.current.as_deref().unwrap_or_default(), hash) {
            v.add("current", Msg::new("portal.current_password"));
        }
    }
    v.finish()?;
    let hash = security::hash_password(&password)?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    owner_account::Entity::update_many().col_expr(owner_account::Column::PasswordHash, Expr::value(Some(hash.clone()))).filter(owner_account::Column::Id.eq(owner.account.id)).exec(&txn).await?;
    session::Entity::delete_many().filter(session::Column::OwnerId.eq(owner.account.id)).filter(session::Column::Id.ne(owner.session_id.clone())).exec(&txn).await?;
    txn.commit().await?;
    owner.account.password_hash = Some(hash);
    Ok(Json(One::new(owner_out(&owner))))
}

/// What an embedded portal shows before sign-in: the project and its colour; 404 unless the project's iframe
/// setting is on.
#[utoipa::path(get, operation_id = "portal_embed", path = "/portal/embed/{id}", tag = "portal", params(("id" = Uuid, Path)), responses((status = 200, body = One<EmbedOut>), (status = 404, body = platform::error::ErrorBody)))]
pub async fn embed(State(state): State<AppState>, Path(project_id): Path<Uuid>) -> ApiResult<Json<One<EmbedOut>>> {
    let iframe = iframe_of(&state.db, project_id).await?.filter(|i| i.enabled).ok_or_else(ApiError::not_found)?;
    let p = project::Entity::find_by_id(project_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    let c = company::Entity::find_by_id(p.company_id).one(&state.db).await?.ok_or_else(ApiError::not_found)?;
    Ok(Json(One::new(EmbedOut { project_id, project_name: p.name, company_name: c.name, primary_color: iframe.primary_color })))
}

/// A project's iframe setting, if it was ever saved.
pub async fn iframe_of<C: ConnectionTrait>(db: &C, project_id: Uuid) -> ApiResult<Option<Iframe>> {
    let row = setting::Entity::find().filter(setting::Column::ProjectId.eq(project_id)).filter(setting::Column::Section.eq("iframe")).one(db).await?;
    Ok(row.and_then(|r| serde_json::from_value(r.data).ok()))
}
