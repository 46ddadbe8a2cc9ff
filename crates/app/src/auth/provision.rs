//! What every new company starts with: its default profiles (Administrador, Inspector, Supervisor, Contratista)
//! and positions, in the company's language. Used by registration and by the demo loader.

use chrono::Utc;
use platform::{
    entities::{position, profile, profile_permission},
    i18n::Locale,
    ids::new_id,
    ApiResult,
};
use sea_orm::{ConnectionTrait, EntityTrait, Set};
use uuid::Uuid;

/// (Spanish name, Portuguese name, is administrator, keys).
pub const DEFAULT_PROFILES: &[(&str, &str, bool, &[&str])] = &[
    ("Administrador", "Administrador", true, &[]),
    ("Inspector", "Inspetor", false, &[
        "modulo_calidad", "quality.progress.register", "verifications-access", "verifications.upload", "modulo_entregas",
        "modulo_postventa", "warranties.fichas.edit", "modulo_biblioteca", "cbox.upload", "cmanagement-access",
        "cmanagement.tickets.create",
    ]),
    ("Supervisor", "Supervisor", false, &[
        "modulo_hormigon", "concrete.placements.edit", "modulo_calidad", "quality.activities.edit", "quality.progress.register",
        "modulo_biblioteca", "cbox.upload", "cbox.share", "cmanagement-access", "cmanagement.tickets.create",
        "cmanagement.tickets.manage", "usabilidad", "modulo_benchmark",
    ]),
    ("Contratista", "Empreiteiro", false, &["biblioteca_solicitar_activacion", "cmanagement-access", "cmanagement.tickets.create"]),
];

pub const DEFAULT_POSITIONS: &[(&str, &str)] = &[
    ("Gerente de Proyecto", "Gerente de Projeto"),
    ("Jefe de Terreno", "Engenheiro de Obra"),
    ("Inspector de Calidad", "Inspetor de Qualidade"),
    ("Supervisor de Obra", "Supervisor de Obra"),
    ("Administrativo", "Administrativo"),
];

/// The ids created, in the order of the constants above.
pub struct Defaults {
    pub profiles: Vec<Uuid>,
    pub positions: Vec<Uuid>,
}

pub async fn create_defaults<C: ConnectionTrait>(db: &C, company_id: Uuid, locale: Locale) -> ApiResult<Defaults> {
    let now = Utc::now();
    let pick = |es: &str, pt: &str| if locale == Locale::Pt { pt.to_string() } else { es.to_string() };
    let mut profiles = Vec::new();
    for (es, pt, is_admin, keys) in DEFAULT_PROFILES {
        let id = new_id();
        profile::Entity::insert(profile::ActiveModel {
            id: Set(id),
            company_id: Set(company_id),
            name_key: Set(platform::search::name_key(&pick(es, pt))),
            name: Set(pick(es, pt)),
            module_disabled: Set(false),
            is_admin: Set(*is_admin),
            created_at: Set(now),
            updated_at: Set(now),
            version: Set(1),
        })
        .exec_without_returning(db)
        .await?;
        if !keys.is_empty() {
            profile_permission::Entity::insert_many(
                keys.iter().map(|k| profile_permission::ActiveModel { profile_id: Set(id), permission_key: Set((*k).to_string()) }),
            )
            .exec_without_returning(db)
            .await?;
        }
        profiles.push(id);
    }
    let mut positions = Vec::new();
    for (es, pt) in DEFAULT_POSITIONS {
        let id = new_id();
        position::Entity::insert(position::ActiveModel { id: Set(id), company_id: Set(company_id), name_key: Set(platform::search::name_key(&pick(es, pt))), name: Set(pick(es, pt)), created_at: Set(now), version: Set(1) })
            .exec_without_returning(db)
            .await?;
        positions.push(id);
    }
    Ok(Defaults { profiles, positions })
}
