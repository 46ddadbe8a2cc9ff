//! Writes one demo company with its groups, projects, default profiles and positions, users and a few
//! notifications for My tasks.

use chrono::{Duration, Utc};
use platform::{
    entities::{company, notification, project, project_group, user, user_project},
    ids::new_id,
    ApiResult,
};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

use super::data::DemoCompany;
use crate::auth::provision;

/// Creates the company unless one of that name and tax id exists. Returns whether it was created.
pub async fn company<C: ConnectionTrait>(db: &C, demo: &DemoCompany, password_hash: &str) -> ApiResult<bool> {
    let exists = company::Entity::find()
        .filter(company::Column::Name.eq(demo.name))
        .filter(company::Column::TaxId.eq(demo.tax_id))
        .one(db)
        .await?;
    if exists.is_some() {
        return Ok(false);
    }
    let now = Utc::now();
    let company_id = new_id();
    company::Entity::insert(company::ActiveModel {
        id: Set(company_id),
        name: Set(demo.name.into()),
        tax_id: Set(Some(demo.tax_id.into())),
        country: Set(demo.country.into()),
        phone: Set(Some(if demo.country == "BR" { "+55 11 3456-7890" } else { "+56 2 2345 6789" }.into())),
        plan: Set(demo.plan.into()),
        trial_ends_at: Set((demo.plan == "trial").then(|| now + Duration::days(30))),
        blocked: Set(demo.blocked),
        is_provider: Set(demo.provider),
        benchmark_opt_in: Set(false),
        max_users: Set(Some(50)),
        projects_in_progress: Set(Some(demo.projects.len() as i32)),
        referral_source: Set(Some("recommendation".into())),
        setup_completed_at: Set(Some(now)),
        created_at: Set(now),
        updated_at: Set(now),
        version: Set(1),
    })
    .exec_without_returning(db)
    .await?;
    let defaults = provision::create_defaults(db, company_id, demo.locale).await?;
    let mut groups = Vec::new();
    for name in demo.groups {
        let id = new_id();
        project_group::Entity::insert(project_group::ActiveModel { id: Set(id), company_id: Set(company_id), name: Set((*name).into()), max_users: Set(Some(30)), created_at: Set(now) })
            .exec_without_returning(db)
            .await?;
        groups.push(id);
    }
    let mut projects = Vec::new();
    for p in demo.projects {
        let id = new_id();
        project::Entity::insert(project::ActiveModel {
            id: Set(id),
            company_id: Set(company_id),
            group_id: Set(p.group.and_then(|g| groups.get(g).copied())),
            name: Set(p.name.into()),
            code: Set(Some(p.code.into())),
            address: Set(Some(p.address.into())),
            city: Set(Some(p.city.into())),
            municipal_reception_date: Set(None),
            real_estate_name: Set(Some(p.real_estate.0.into())),
            real_estate_tax_id: Set(Some(p.real_estate.1.into())),
            legal_representative: Set(Some(p.legal_rep.0.into())),
            legal_representative_tax_id: Set(Some(p.legal_rep.1.into())),
            logo_key: Set(None),
            max_users: Set(Some(25)),
            active: Set(true),
            is_example: Set(false),
            created_at: Set(now),
            updated_at: Set(now),
            version: Set(1),
        })
        .exec_without_returning(db)
        .await?;
        projects.push(id);
    }
    for u in &demo.users {
        let user_id = new_id();
        user::Entity::insert(user::ActiveModel {
            id: Set(user_id),
            company_id: Set(company_id),
            first_name: Set(u.first_name.into()),
            last_name: Set(u.last_name.into()),
            username: Set(u.username.into()),
            email: Set(Some(u.email.into())),
            position_id: Set(defaults.positions.get(u.position).copied()),
            profile_id: Set(defaults.profiles.get(u.profile).copied()),
            password_hash: Set(password_hash.into()),
            signature_key: Set(None),
            enabled: Set(true),
            email_verified_at: Set(Some(now)),
            signature_verified: Set(false),
            locale: Set(demo.locale.as_str().into()),
            is_superadmin: Set(u.superadmin),
            active_project_id: Set(u.projects.first().and_then(|i| projects.get(*i).copied())),
            last_login_at: Set(None),
            created_at: Set(now),
            updated_at: Set(now),
            version: Set(1),
        })
        .exec_without_returning(db)
        .await?;
        for i in u.projects {
            if let Some(pid) = projects.get(*i) {
                user_project::Entity::insert(user_project::ActiveModel { user_id: Set(user_id), project_id: Set(*pid), company_id: Set(company_id), created_at: Set(now) })
                    .exec_without_returning(db)
                    .await?;
            }
        }
        if !u.projects.is_empty() {
            tasks(db, company_id, user_id, projects.first().copied(), demo.country == "BR").await?;
        }
    }
    Ok(true)
}

/// A handful of notifications: recent ones for My tasks and one older than 15 days that it must not show.
async fn tasks<C: ConnectionTrait>(db: &C, company_id: Uuid, user_id: Uuid, project_id: Option<Uuid>, pt: bool) -> ApiResult<()> {
    let items: [(&str, &str, &str, i64, bool); 4] = if pt {
        [
            ("cmanagement", "Novo chamado atribuído", "Infiltração no banheiro do apto. 302 — prioridade alta.", 1, false),
            ("quality", "Atividade com atraso", "Impermeabilização da cobertura está 3 dias atrasada.", 3, false),
            ("cbox", "Documento compartilhado com você", "Plantas de arquitetura rev. C.", 6, true),
            ("home", "Bem-vindo ao Obra", "Sua conta está pronta.", 40, true),
        ]
    } else {
        [
            ("cmanagement", "Nuevo ticket asignado", "Filtración en baño del depto. 302 — prioridad alta.", 1, false),
            ("quality", "Actividad atrasada", "Impermeabilización de cubierta lleva 3 días de atraso.", 3, false),
            ("cbox", "Documento compartido contigo", "Planos de arquitectura rev. C.", 6, true),
            ("home", "Bienvenido a Obra", "Tu cuenta está lista.", 40, true),
        ]
    };
    let now = Utc::now();
    for (module, title, body, days_ago, read) in items {
        let created = now - Duration::days(days_ago);
        notification::Entity::insert(notification::ActiveModel {
            id: Set(new_id()),
            company_id: Set(company_id),
            user_id: Set(user_id),
            project_id: Set(project_id),
            module: Set(module.into()),
            title: Set(title.into()),
            body: Set(body.into()),
            link: Set(Some(format!("/{module}"))),
            read_at: Set(read.then_some(created + Duration::hours(2))),
            created_at: Set(created),
        })
        .exec_without_returning(db)
        .await?;
    }
    Ok(())
}
