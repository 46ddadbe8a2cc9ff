//! The field rules of a user, shared by the form and the import (SPEC §5): first name 1–30, last name 1–50,
//! username 2–100, e-mail valid and at most 100; username and e-mail unique ignoring case.

use platform::{
    context::Ctx,
    entities::{position, profile, project, user},
    i18n::Msg,
    tenant::Scoped,
    validate::{rules::is_email, Validator},
    ApiResult,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use uuid::Uuid;

use crate::config::profiles::store;

pub const FIRST_NAME: (usize, usize) = (1, 30);
pub const LAST_NAME: (usize, usize) = (1, 50);
pub const USERNAME: (usize, usize) = (2, 100);
pub const EMAIL_MAX: usize = 100;

/// A user's identifying fields, trimmed, with username and e-mail lower-cased as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct Person {
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub email: Option<String>,
}

pub fn username_chars_ok(username: &str) -> bool {
    username.chars().all(|c| c.is_alphanumeric() || ".-_@".contains(c))
}

/// Checks the four identifying fields and records every error in `v`.
pub fn person(v: &mut Validator, first: Option<&str>, last: Option<&str>, username: Option<&str>, email: Option<&str>) -> Person {
    let first_name = bounded(v, "first_name", first, FIRST_NAME);
    let last_name = bounded(v, "last_name", last, LAST_NAME);
    let username = bounded(v, "username", username, USERNAME).to_lowercase();
    if !v.has("username") && !username_chars_ok(&username) {
        v.add("username", Msg::new("users.username_format"));
    }
    let email = email.map(str::trim).filter(|e| !e.is_empty()).map(str::to_lowercase);
    if let Some(e) = &email {
        if e.chars().count() > EMAIL_MAX {
            v.add("email", Msg::new("validation.max_length").arg("max", EMAIL_MAX));
        } else if !is_email(e) {
            v.add("email", Msg::new("validation.email"));
        }
    }
    Person { first_name, last_name, username, email }
}

fn bounded(v: &mut Validator, field: &str, value: Option<&str>, (min, max): (usize, usize)) -> String {
    let value = value.map(str::trim).unwrap_or_default();
    if v.required(field, Some(value)) {
        v.length(field, value, min, max);
    }
    value.to_string()
}

/// Username and e-mail must be free across every company (both sign in without naming one), except for `own`.
pub async fn check_unique<C: ConnectionTrait>(db: &C, v: &mut Validator, person: &Person, own: Option<Uuid>) -> ApiResult<()> {
    let others = |column: user::Column, value: &str| {
        let q = user::Entity::find().filter(column.eq(value.to_string()));
        match own {
            Some(id) => q.filter(user::Column::Id.ne(id)),
            None => q,
        }
    };
    if !v.has("username") && others(user::Column::Username, &person.username).count(db).await? > 0 {
        v.add("username", Msg::new("validation.taken"));
    }
    if let Some(email) = person.email.as_deref().filter(|_| !v.has("email")) {
        if others(user::Column::Email, email).count(db).await? > 0 {
            v.add("email", Msg::new("validation.taken"));
        }
    }
    Ok(())
}

/// The position must be one of the company's.
pub async fn check_position<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, id: Option<Uuid>) -> ApiResult<()> {
    match id {
        None => v.add("position_id", Msg::new("validation.required")),
        Some(id) => {
            if position::Entity::scoped(&ctx.tenant).filter(position::Column::Id.eq(id)).count(db).await? == 0 {
                v.add("position_id", Msg::new("validation.one_of"));
            }
        }
    }
    Ok(())
}

/// The profile must be one of the company's and grant nothing the caller does not hold: an administrator profile
/// only an administrator may give.
pub async fn check_profile<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, id: Option<Uuid>) -> ApiResult<()> {
    let Some(id) = id else {
        v.add("profile_id", Msg::new("validation.required"));
        return Ok(());
    };
    let Some(found) = profile::Entity::scoped(&ctx.tenant).filter(profile::Column::Id.eq(id)).one(db).await? else {
        v.add("profile_id", Msg::new("validation.one_of"));
        return Ok(());
    };
    let caller_is_admin = ctx.profile.as_ref().is_some_and(|p| p.is_admin);
    let grants_more = if found.is_admin {
        !caller_is_admin
    } else {
        let keys = store::keys_by_profile(db, &[id]).await?.remove(&id).unwrap_or_default();
        !caller_is_admin && keys.iter().any(|k| !ctx.profile_keys.contains(k))
    };
    if grants_more {
        v.add("profile_id", Msg::new("users.profile_not_held"));
    }
    Ok(())
}

/// At least one project, each one of the company's.
pub async fn check_projects<C: ConnectionTrait>(db: &C, ctx: &Ctx, v: &mut Validator, ids: Option<&[Uuid]>) -> ApiResult<Vec<Uuid>> {
    let mut ids = ids.unwrap_or_default().to_vec();
    ids.sort();
    ids.dedup();
    if ids.is_empty() {
        v.add("project_ids", Msg::new("validation.required"));
        return Ok(ids);
    }
    let known = project::Entity::scoped(&ctx.tenant).filter(project::Column::Id.is_in(ids.clone())).count(db).await?;
    if known as usize != ids.len() {
        v.add("project_ids", Msg::new("validation.one_of"));
    }
    Ok(ids)
}
