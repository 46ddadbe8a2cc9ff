//! The wizard's choices checked as a whole before any row is: projects of step 1, the required columns mapped to
//! columns of the file, and roles whose profiles and projects belong to the company and grant nothing the caller
//! does not hold.

use std::collections::{HashMap, HashSet};

use platform::{context::Ctx, i18n::Msg, validate::Validator, ApiResult};
use sea_orm::ConnectionTrait;
use uuid::Uuid;

use super::dto::{ImportPlan, PositionRole};
use crate::config::users::rules;

pub struct Plan {
    pub input: ImportPlan,
    roles: HashMap<String, PositionRole>,
    /// Profiles the caller may give (those checked by a role or found in the file).
    grantable: HashSet<Uuid>,
}

impl Plan {
    pub fn role(&self, position: &str) -> Option<&PositionRole> {
        self.roles.get(&position.trim().to_lowercase())
    }

    pub fn grantable(&self, profile: Uuid) -> bool {
        self.grantable.contains(&profile)
    }
}

pub async fn check<C: ConnectionTrait>(db: &C, ctx: &Ctx, input: ImportPlan, columns: usize) -> ApiResult<Plan> {
    let mut v = Validator::new();
    let project_ids = rules::check_projects(db, ctx, &mut v, Some(&input.project_ids)).await?;
    let m = &input.mapping;
    let required = [("first_name", m.first_name), ("last_name", m.last_name), ("username", m.username), ("email", m.email), ("position", m.position)];
    for (field, column) in required {
        match column {
            None => v.add(&format!("mapping.{field}"), Msg::new("import.column_required")),
            Some(c) if c >= columns => v.add(&format!("mapping.{field}"), Msg::new("validation.one_of")),
            Some(_) => {}
        }
    }
    if m.profile.is_some_and(|c| c >= columns) {
        v.add("mapping.profile", Msg::new("validation.one_of"));
    }
    let mut grantable = HashSet::new();
    for (i, role) in input.roles.iter().enumerate() {
        if let Some(profile) = role.profile_id {
            let mut one = Validator::new();
            rules::check_profile(db, ctx, &mut one, Some(profile)).await?;
            if let Err(e) = one.finish() {
                for msg in e.errors.into_values().flatten() {
                    v.add(&format!("roles.{i}.profile_id"), msg);
                }
            } else {
                grantable.insert(profile);
            }
        }
        if let Some(projects) = &role.project_ids {
            let mut one = Validator::new();
            rules::check_projects(db, ctx, &mut one, Some(projects)).await?;
            if let Err(e) = one.finish() {
                for msg in e.errors.into_values().flatten() {
                    v.add(&format!("roles.{i}.project_ids"), msg);
                }
            }
        }
    }
    v.finish()?;
    // Profiles named in a profile column are checked here too, once each.
    for id in profile_ids(db, ctx).await? {
        let mut one = Validator::new();
        rules::check_profile(db, ctx, &mut one, Some(id)).await?;
        if one.finish().is_ok() {
            grantable.insert(id);
        }
    }
    let roles = input.roles.iter().map(|r| (r.position.trim().to_lowercase(), r.clone())).collect();
    Ok(Plan { input: ImportPlan { project_ids, ..input }, roles, grantable })
}

async fn profile_ids<C: ConnectionTrait>(db: &C, ctx: &Ctx) -> ApiResult<Vec<Uuid>> {
    use platform::{entities::profile, tenant::Scoped};
    use sea_orm::QuerySelect;
    Ok(profile::Entity::scoped(&ctx.tenant).select_only().column(profile::Column::Id).into_tuple().all(db).await?)
}
