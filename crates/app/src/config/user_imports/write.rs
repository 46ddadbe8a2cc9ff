//! Writes an import's users, their projects and invitations, in the caller's transaction.

use chrono::{Duration, Utc};
use platform::{
    context::Ctx,
    entities::{one_time_token, user, user_project},
    i18n::Locale,
    ids::new_id,
    security,
    ApiResult, AppState,
};
use sea_orm::{ConnectionTrait, EntityTrait, Set};

use super::check::Candidate;
use crate::{
    auth::{emails, password_reset},
    config::users::limits,
};

/// Rows per INSERT: well under SQLite's limit of bound variables.
const BATCH: usize = 400;
const INVITATION_DAYS: i64 = 7;

/// Imported users have no password until they choose one through their invitation (or an administrator sets it):
/// no Argon2 hash matches this.
const NO_PASSWORD: &str = "!imported";

pub async fn users<C: ConnectionTrait>(db: &C, state: &AppState, ctx: &Ctx, candidates: &[Candidate], invite: bool) -> ApiResult<u64> {
    let now = Utc::now();
    let locale = if ctx.company.country == "BR" { Locale::Pt } else { Locale::Es };
    let ids: Vec<uuid::Uuid> = candidates.iter().map(|_| new_id()).collect();
    for (chunk, chunk_ids) in candidates.chunks(BATCH).zip(ids.chunks(BATCH)) {
        let rows = chunk.iter().zip(chunk_ids).map(|(c, id)| user::ActiveModel {
            id: Set(*id),
            company_id: Set(ctx.company.id),
            first_name: Set(c.person.first_name.clone()),
            last_name: Set(c.person.last_name.clone()),
            username: Set(c.person.username.clone()),
            email: Set(c.person.email.clone()),
            position_id: Set(Some(c.position_id)),
            profile_id: Set(Some(c.profile_id)),
            password_hash: Set(NO_PASSWORD.into()),
            signature_key: Set(None),
            enabled: Set(true),
            email_verified_at: Set(None),
            signature_verified: Set(false),
            locale: Set(locale.as_str().into()),
            is_superadmin: Set(false),
            active_project_id: Set(None),
            last_login_at: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
            version: Set(1),
        });
        user::Entity::insert_many(rows).exec_without_returning(db).await?;
    }
    let links: Vec<user_project::ActiveModel> = candidates
        .iter()
        .zip(&ids)
        .flat_map(|(c, id)| c.project_ids.iter().map(move |p| user_project::ActiveModel { user_id: Set(*id), project_id: Set(*p), company_id: Set(ctx.company.id), created_at: Set(now) }))
        .collect();
    for chunk in links.chunks(BATCH) {
        user_project::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    let touched = limits::Touched { company: true, projects: candidates.iter().flat_map(|c| c.project_ids.iter().copied()).collect() };
    limits::ensure(db, &ctx.tenant, &touched).await?;
    if invite {
        invitations(db, state, ctx, candidates, &ids, locale).await?;
    }
    Ok(candidates.len() as u64)
}

async fn invitations<C: ConnectionTrait>(db: &C, state: &AppState, ctx: &Ctx, candidates: &[Candidate], ids: &[uuid::Uuid], locale: Locale) -> ApiResult<()> {
    let now = Utc::now();
    let base = state.config.public_url.trim_end_matches('/').to_string();
    let mut tokens = Vec::new();
    let mut mails = Vec::new();
    for (c, id) in candidates.iter().zip(ids) {
        let Some(email) = &c.person.email else { continue };
        let token = security::random_token();
        tokens.push(one_time_token::ActiveModel {
            id: Set(new_id()),
            user_id: Set(*id),
            kind: Set(password_reset::KIND.into()),
            token_hash: Set(security::sha256_hex(&token)),
            expires_at: Set(now + Duration::days(INVITATION_DAYS)),
            used_at: Set(None),
            created_at: Set(now),
        });
        let link = format!("{base}/app/password-reset?token={token}");
        mails.push(emails::invitation(locale, email, &c.person.first_name, &ctx.company.name, &c.person.username, &link));
    }
    for chunk in tokens.chunks(BATCH) {
        one_time_token::Entity::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    state.mailer.queue_many(db, Some(ctx.company.id), mails).await
}
