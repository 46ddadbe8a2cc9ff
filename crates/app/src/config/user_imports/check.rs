//! The import's rules (SPEC §5 user import), applied to every row without writing anything: first name 1–30, last
//! name 1–50, username 2–100, e-mail valid and at most 100, usernames and e-mails unique in the file and in the
//! platform, no empty values in required columns, positions must exist, every user needs a role.

use std::collections::{BTreeMap, HashMap, HashSet};

use platform::{
    context::Ctx,
    entities::{position, profile, project, user},
    i18n::Msg,
    tenant::Scoped,
    validate::rules::is_email,
    ApiResult,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::{dto::*, plan::Plan, row_errors::RowErrors, source::Table};
use crate::config::users::rules::{self, Person, EMAIL_MAX, FIRST_NAME, LAST_NAME, USERNAME};

/// A row that passed every rule, ready to write.
pub struct Candidate {
    pub row: u32,
    pub person: Person,
    pub position_id: Uuid,
    pub profile_id: Uuid,
    pub project_ids: Vec<Uuid>,
}

/// How many row errors the answer lists (the count covers them all).
pub const LISTED_ERRORS: usize = 1000;

fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

/// Checks every row against `plan` (already validated as a whole) and tells what would be written.
pub async fn rows<C: ConnectionTrait>(db: &C, ctx: &Ctx, table: &Table, plan: &Plan) -> ApiResult<(CheckOut, Vec<Candidate>)> {
    let positions: HashMap<String, (Uuid, String)> =
        position::Entity::scoped(&ctx.tenant).all(db).await?.into_iter().map(|p| (key(&p.name), (p.id, p.name))).collect();
    let profiles: HashMap<String, (Uuid, String)> = profile::Entity::scoped(&ctx.tenant).all(db).await?.into_iter().map(|p| (key(&p.name), (p.id, p.name))).collect();
    let profile_names: HashMap<Uuid, String> = profiles.values().cloned().collect();
    let project_names: HashMap<Uuid, String> = project::Entity::scoped(&ctx.tenant).select_only().columns([project::Column::Id, project::Column::Name]).into_tuple().all(db).await?.into_iter().collect();
    let m = &plan.input.mapping;
    let mut errors = RowErrors::new(ctx.locale);
    let mut found_positions: BTreeMap<String, (String, u32)> = BTreeMap::new();
    let mut seen_usernames: HashMap<String, u32> = HashMap::new();
    let mut seen_emails: HashMap<String, u32> = HashMap::new();
    let mut candidates = Vec::new();
    let (mut usernames, mut emails) = (Vec::new(), Vec::new());
    for (row, cells) in &table.rows {
        let row = *row;
        let before = errors.list.len();
        let first = errors.text(row, "first_name", table.cell(cells, m.first_name), FIRST_NAME, true);
        let last = errors.text(row, "last_name", table.cell(cells, m.last_name), LAST_NAME, true);
        let username = errors.text(row, "username", table.cell(cells, m.username), USERNAME, true).map(|u| u.to_lowercase());
        if let Some(u) = &username {
            if !rules::username_chars_ok(u) || u.starts_with(['-', '@', '+']) {
                errors.add(row, "username", "invalid", u, Msg::new("users.username_format"));
            } else if let Some(first_row) = seen_usernames.insert(u.clone(), row) {
                seen_usernames.insert(u.clone(), first_row);
                errors.add(row, "username", "duplicated", u, Msg::new("import.duplicated_file").arg("row", first_row));
            } else {
                usernames.push((row, u.clone()));
            }
        }
        let email = errors.text(row, "email", table.cell(cells, m.email), (1, usize::MAX), true).map(|e| e.to_lowercase());
        if let Some(e) = &email {
            if e.chars().count() > EMAIL_MAX {
                errors.add(row, "email", "too_long", e, Msg::new("validation.max_length").arg("max", EMAIL_MAX));
            } else if !is_email(e) {
                errors.add(row, "email", "invalid", e, Msg::new("validation.email"));
            } else if let Some(first_row) = seen_emails.insert(e.clone(), row) {
                seen_emails.insert(e.clone(), first_row);
                errors.add(row, "email", "duplicated", e, Msg::new("import.duplicated_file").arg("row", first_row));
            } else {
                emails.push((row, e.clone()));
            }
        }
        let position = errors.text(row, "position", table.cell(cells, m.position), (1, 200), true);
        let position_id = position.as_ref().and_then(|name| {
            let entry = found_positions.entry(key(name)).or_insert_with(|| (name.clone(), 0));
            entry.1 += 1;
            positions.get(&key(name)).map(|(id, _)| *id)
        });
        if let (Some(name), None) = (&position, position_id) {
            errors.add(row, "position", "unknown", name, Msg::new("import.unknown_position"));
        }
        let role = position.as_deref().and_then(|p| plan.role(p));
        let profile_cell = table.cell(cells, m.profile);
        let profile_id = if profile_cell.formula {
            errors.add(row, "profile", "formula", &profile_cell.text, Msg::new("import.formula"));
            None
        } else if !profile_cell.text.trim().is_empty() {
            match profiles.get(&key(&profile_cell.text)) {
                Some((id, _)) if plan.grantable(*id) => Some(*id),
                Some(_) => {
                    errors.add(row, "profile", "invalid", &profile_cell.text, Msg::new("users.profile_not_held"));
                    None
                }
                None => {
                    errors.add(row, "profile", "unknown", &profile_cell.text, Msg::new("import.unknown_profile"));
                    None
                }
            }
        } else {
            role.and_then(|r| r.profile_id)
        };
        if profile_id.is_none() && errors.list.len() == before {
            errors.add(row, "profile", "no_role", "", Msg::new("import.no_role"));
        }
        if errors.list.len() > before {
            continue;
        }
        let project_ids = role.and_then(|r| r.project_ids.clone()).unwrap_or_else(|| plan.input.project_ids.clone());
        let (Some(first_name), Some(last_name), Some(username), Some(position_id), Some(profile_id)) = (first, last, username, position_id, profile_id) else { continue };
        candidates.push(Candidate { row, person: Person { first_name, last_name, username, email }, position_id, profile_id, project_ids });
    }
    let refused = taken_elsewhere(db, &mut errors, &usernames, &emails).await?;
    candidates.retain(|c| !refused.contains(&c.row));
    let mut by_profile = BTreeMap::new();
    let mut by_project = BTreeMap::new();
    for c in &candidates {
        *by_profile.entry(profile_names.get(&c.profile_id).cloned().unwrap_or_default()).or_insert(0) += 1;
        for p in &c.project_ids {
            *by_project.entry(project_names.get(p).cloned().unwrap_or_default()).or_insert(0) += 1;
        }
    }
    let preview = candidates
        .iter()
        .take(50)
        .map(|c| PreviewRow {
            row: c.row,
            first_name: c.person.first_name.clone(),
            last_name: c.person.last_name.clone(),
            username: c.person.username.clone(),
            email: c.person.email.clone().unwrap_or_default(),
            position: positions.values().find(|(id, _)| *id == c.position_id).map(|(_, n)| n.clone()).unwrap_or_default(),
            profile: profile_names.get(&c.profile_id).cloned(),
            projects: c.project_ids.iter().filter_map(|p| project_names.get(p).cloned()).collect(),
        })
        .collect();
    let out = CheckOut {
        rows_total: table.rows.len() as u32,
        valid_rows: candidates.len() as u32,
        error_count: errors.list.len() as u32,
        errors: errors.sorted().into_iter().take(LISTED_ERRORS).collect(),
        positions: found_positions.into_iter().map(|(k, (name, rows))| PositionCount { position_id: positions.get(&k).map(|(id, _)| *id), name, rows }).collect(),
        by_profile,
        by_project,
        preview,
    };
    Ok((out, candidates))
}

/// Usernames and e-mails already used by any user (both sign in without naming a company); answers the rows
/// that got an error.
async fn taken_elsewhere<C: ConnectionTrait>(db: &C, errors: &mut RowErrors, usernames: &[(u32, String)], emails: &[(u32, String)]) -> ApiResult<HashSet<u32>> {
    let mut taken = HashSet::new();
    for chunk in usernames.chunks(500) {
        let values: Vec<String> = chunk.iter().map(|(_, v)| v.clone()).collect();
        taken.extend(user::Entity::find().filter(user::Column::Username.is_in(values)).select_only().column(user::Column::Username).into_tuple::<String>().all(db).await?);
    }
    for chunk in emails.chunks(500) {
        let values: Vec<String> = chunk.iter().map(|(_, v)| v.clone()).collect();
        taken.extend(user::Entity::find().filter(user::Column::Email.is_in(values)).select_only().column(user::Column::Email).into_tuple::<String>().all(db).await?);
    }
    let mut rows = HashSet::new();
    for (field, list) in [("username", usernames), ("email", emails)] {
        for (row, value) in list.iter().filter(|(_, v)| taken.contains(v)) {
            errors.add(*row, field, "duplicated", value, Msg::new("import.duplicated_platform"));
            rows.insert(*row);
        }
    }
    Ok(rows)
}
