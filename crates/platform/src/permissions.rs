//! The permission catalogue (SPEC §2, §6; ARCHITECTURE §4): the spec's module keys plus fine-grained
//! `<module>.<action>` keys, in groups; plan gating; and each module's access for the sidebar.

use std::collections::BTreeSet;

use sea_orm::{ConnectionTrait, EntityTrait, Set};
use serde::Serialize;

use crate::entities::{permission, permission_group};

/// One key of a group: (key, is_module, exclusive).
pub type KeySpec = (&'static str, bool, bool);

/// (group, [(key, is_module, exclusive)]). `exclusive` keys are never granted by a company profile: they belong
/// to the provider's staff (technical insights).
pub const CATALOGUE: &[(&str, &[KeySpec])] = &[
    ("hormigon", &[("modulo_hormigon", true, false), ("concrete.placements.edit", false, false), ("concrete.config.edit", false, false)]),
    ("biblioteca", &[("modulo_biblioteca", true, false), ("biblioteca_solicitar_activacion", false, false), ("cbox.upload", false, false), ("cbox.share", false, false), ("cbox.delete", false, false)]),
    ("cmanagement", &[("cmanagement-access", true, false), ("cmanagement.tickets.create", false, false), ("cmanagement.tickets.manage", false, false), ("cmanagement.config", false, false)]),
    ("calidad", &[("modulo_calidad", true, false), ("quality.activities.edit", false, false), ("quality.progress.register", false, false), ("quality.config", false, false)]),
    ("verificaciones", &[("verifications-access", true, false), ("verifications.upload", false, false)]),
    ("entregas", &[("modulo_entregas", true, false), ("modulo_postventa", true, false), ("warranties.fichas.edit", false, false), ("warranties.solicitudes.manage", false, false), ("warranties.config", false, false)]),
    ("billing", &[("modulo_billing", true, false)]),
    ("insights", &[("usabilidad", true, false), ("ryr", true, true)]),
    ("benchmark", &[("modulo_benchmark", true, false)]),
    ("configuracion", &[("config.users.manage", false, false), ("config.profiles.manage", false, false), ("config.positions.manage", false, false), ("config.courses.manage", false, false), ("config.workers.manage", false, false), ("config.integrations.manage", false, false), ("config.projects.manage", false, false)]),
];

/// Groups the free plan keeps (SPEC §1: Cbox and Cmanagement only; configuration stays usable, and so does
/// billing, where the company sees its plan and asks for the upgrade).
const FREE_GROUPS: &[&str] = &["biblioteca", "cmanagement", "configuracion", "billing"];

crate::string_enum! {
    /// A module of the sidebar (SPEC §2).
    pub enum Module {
        Concrete => "concrete",
        Cbox => "cbox",
        Cmanagement => "cmanagement",
        Quality => "quality",
        Verifications => "verifications",
        Warranties => "warranties",
        Billing => "billing",
        Ocinsights => "ocinsights",
        Tiinsights => "tiinsights",
        Benchmark => "benchmark",
    }
}

/// Sidebar modules and the keys that open each (any of them).
pub const MODULES: &[(Module, &[&str])] = &[
    (Module::Concrete, &["modulo_hormigon"]),
    (Module::Cbox, &["modulo_biblioteca"]),
    (Module::Cmanagement, &["cmanagement-access"]),
    (Module::Quality, &["modulo_calidad"]),
    (Module::Verifications, &["verifications-access"]),
    (Module::Warranties, &["modulo_entregas", "modulo_postventa"]),
    (Module::Billing, &["modulo_billing"]),
    (Module::Ocinsights, &["usabilidad"]),
    (Module::Tiinsights, &["ryr"]),
    (Module::Benchmark, &["modulo_benchmark"]),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Plan {
    Free,
    Trial,
    Full,
}

impl Plan {
    pub fn parse(value: &str) -> Self {
        match value {
            "full" => Self::Full,
            "trial" => Self::Trial,
            _ => Self::Free,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Free => "free",
            Self::Trial => "trial",
            Self::Full => "full",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Access {
    /// The user may enter.
    Granted,
    /// The profile would allow it but the plan does not: show it locked, with the upgrade request.
    Plan,
    /// The profile does not allow it: hide it.
    Profile,
}

pub fn all_keys() -> impl Iterator<Item = &'static str> {
    CATALOGUE.iter().flat_map(|(_, keys)| keys.iter().map(|(k, _, _)| *k))
}

/// Keys a company profile may hold (everything but the provider's exclusive keys).
pub fn grantable_keys() -> impl Iterator<Item = &'static str> {
    CATALOGUE.iter().flat_map(|(_, keys)| keys.iter().filter(|(_, _, excl)| !excl).map(|(k, _, _)| *k))
}

pub fn is_module_key(key: &str) -> bool {
    CATALOGUE.iter().any(|(_, keys)| keys.iter().any(|(k, module, _)| *k == key && *module))
}

fn group_of(key: &str) -> Option<&'static str> {
    CATALOGUE.iter().find(|(_, keys)| keys.iter().any(|(k, _, _)| *k == key)).map(|(g, _)| *g)
}

/// Whether the plan includes the key.
pub fn plan_allows(plan: Plan, key: &str) -> bool {
    match plan {
        Plan::Trial | Plan::Full => true,
        Plan::Free => group_of(key).is_some_and(|g| FREE_GROUPS.contains(&g)),
    }
}

/// A module's access from the profile's keys and the plan's gating.
pub fn module_access(profile_keys: &BTreeSet<String>, plan: Plan, keys: &[&str]) -> Access {
    let held: Vec<&&str> = keys.iter().filter(|k| profile_keys.contains(**k)).collect();
    if held.iter().any(|k| plan_allows(plan, k)) {
        Access::Granted
    } else if !held.is_empty() || (keys.contains(&"modulo_biblioteca") && profile_keys.contains("biblioteca_solicitar_activacion")) {
        Access::Plan
    } else {
        Access::Profile
    }
}

/// Writes the catalogue into the database (idempotent), so profiles can reference keys by foreign key.
pub async fn sync_catalogue<C: ConnectionTrait>(db: &C) -> Result<(), sea_orm::DbErr> {
    use sea_orm::sea_query::OnConflict;
    for (gpos, (group, keys)) in CATALOGUE.iter().enumerate() {
        let g = permission_group::ActiveModel { key: Set((*group).into()), position: Set(gpos as i32) };
        permission_group::Entity::insert(g)
            .on_conflict(OnConflict::column(permission_group::Column::Key).update_column(permission_group::Column::Position).to_owned())
            .exec_without_returning(db)
            .await?;
        for (pos, (key, module, exclusive)) in keys.iter().enumerate() {
            let p = permission::ActiveModel {
                key: Set((*key).into()),
                group_key: Set((*group).into()),
                is_module: Set(*module),
                exclusive: Set(*exclusive),
                position: Set(pos as i32),
            };
            permission::Entity::insert(p)
                .on_conflict(
                    OnConflict::column(permission::Column::Key)
                        .update_columns([permission::Column::GroupKey, permission::Column::IsModule, permission::Column::Exclusive, permission::Column::Position])
                        .to_owned(),
                )
                .exec_without_returning(db)
                .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(list: &[&str]) -> BTreeSet<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_free_plan_keeps_only_cbox_cmanagement_and_configuration() {
        assert!(plan_allows(Plan::Free, "modulo_biblioteca"));
        assert!(plan_allows(Plan::Free, "cmanagement-access"));
        assert!(plan_allows(Plan::Free, "config.users.manage"));
        assert!(!plan_allows(Plan::Free, "modulo_hormigon"));
        assert!(plan_allows(Plan::Trial, "modulo_hormigon"));
    }

    #[test]
    fn module_access_distinguishes_plan_from_profile() {
        let admin = keys(&["modulo_hormigon", "modulo_biblioteca"]);
        assert_eq!(module_access(&admin, Plan::Free, &["modulo_hormigon"]), Access::Plan);
        assert_eq!(module_access(&admin, Plan::Full, &["modulo_hormigon"]), Access::Granted);
        assert_eq!(module_access(&keys(&[]), Plan::Full, &["modulo_hormigon"]), Access::Profile);
        assert_eq!(module_access(&keys(&["modulo_postventa"]), Plan::Full, &["modulo_entregas", "modulo_postventa"]), Access::Granted);
    }

    #[test]
    fn module_names_on_the_wire_are_their_texts() {
        assert!(crate::string_enum::wire_names_match(&Module::variants(), Module::as_str));
        assert_eq!(Module::ALL.len(), MODULES.len());
    }

    #[test]
    fn every_spec_module_key_is_in_the_catalogue() {
        for key in ["modulo_hormigon", "modulo_biblioteca", "biblioteca_solicitar_activacion", "cmanagement-access", "modulo_calidad", "verifications-access", "modulo_entregas", "modulo_postventa", "modulo_billing", "usabilidad", "ryr", "modulo_benchmark"] {
            assert!(all_keys().any(|k| k == key), "{key}");
        }
        assert!(!grantable_keys().any(|k| k == "ryr"));
    }
}
