//! Demo after-sales in Condominio Vista Cordillera: requests of the delivered units' owners in every state of
//! the ticket core (new, open, in progress, postponed, finished), with failures from the units' checklists, an
//! inspection order the owner confirmed and a work order waiting. Made by the inspector through the same
//! functions the API uses, so the demo obeys every rule. Skipped once the project has a request.

use chrono::{Duration, Utc};
use platform::{
    context::{ClientInfo, Ctx},
    entities::{project, user},
    i18n::Locale,
    ApiResult, AppState,
};
use sea_orm::{sea_query::Expr, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, TransactionTrait};
use uuid::Uuid;

use crate::{
    tickets::{
        self,
        entity::ticket,
        status::{Action, Origin, Priority, SendAs},
        store,
        transitions::{self, Input},
    },
    warranties::{
        entity::{node, owner, owner_account, unit},
        requests::{
            dto::FailureIn,
            failures,
            order_dto::OrderKind,
            order_rules::{self, Checked},
            owners,
        },
    },
};

/// (subject, origin, the state it ends in, failures to register).
const REQUESTS: [(&str, Origin, &str, usize); 7] = [
    ("Filtración bajo el lavaplatos", Origin::OwnersWeb, "new", 1),
    ("Puerta de cocina desalineada", Origin::Call, "open", 2),
    ("Fisura en muro del living", Origin::Email, "in_progress", 1),
    ("Ventana del dormitorio no cierra", Origin::MobileApp, "postponed", 1),
    ("Enchufe sin energía", Origin::OwnersPwa, "finished", 0),
    ("Manchas de humedad en baño", Origin::OwnersWeb, "inspection", 2),
    ("Porcelanato quebrado", Origin::Call, "work", 1),
];

pub async fn load(state: &AppState) -> ApiResult<()> {
    let Some(project) = project::Entity::find().filter(project::Column::Name.eq("Condominio Vista Cordillera")).one(&state.db).await? else { return Ok(()) };
    if ticket::Entity::find().filter(ticket::Column::ProjectId.eq(project.id)).filter(ticket::Column::Scope.eq(tickets::POSTVENTA)).count(&state.db).await? > 0 {
        return Ok(());
    }
    let Some(inspector) = user::Entity::find().filter(user::Column::Username.eq("inspector")).filter(user::Column::CompanyId.eq(project.company_id)).one(&state.db).await? else { return Ok(()) };
    let ctx = Ctx::for_user(state, "demo".into(), inspector, Locale::Es, ClientInfo { ip: None, user_agent: None }).await?;
    let units = unit::Entity::find().filter(unit::Column::ProjectId.eq(project.id)).filter(unit::Column::Status.starts_with("delivered")).order_by_asc(unit::Column::SortKey).all(&state.db).await?;
    let txn = state.db.begin_with_options(platform::db::WRITE).await?;
    owner_portal_demo(&txn, &units).await?;
    for ((subject, origin, end, count), unit) in REQUESTS.iter().zip(units.iter().cycle()) {
        let Some(unit_owner) = owner::Entity::find().filter(owner::Column::UnitId.eq(unit.id)).one(&txn).await? else { continue };
        let account = owners::account_for(&txn, &ctx, unit, unit_owner.id).await?.ok();
        let new = store::New { project_id: project.id, scope: tickets::POSTVENTA, subject: subject.to_string(), description: None, priority: Priority::Medium, origin: *origin, applicant_id: Some(ctx.user.id), owner_id: account.map(|a| a.id), unit_id: Some(unit.id), responsible_id: Some(ctx.user.id) };
        let row = store::insert(&txn, &ctx, new).await?;
        let items = node::Entity::find().filter(node::Column::UnitTypeId.eq(unit.unit_type_id)).filter(node::Column::Level.eq("item")).order_by_asc(node::Column::CreatedAt).all(&txn).await?;
        let mut made = Vec::new();
        for item in items.iter().skip(made.len() + row.number as usize % 3).take(*count) {
            let place = node::Entity::find_by_id(item.parent_id.unwrap_or_default()).one(&txn).await?;
            let Some(place) = place else { continue };
            let reload = store::load(&txn, &ctx, row.id, tickets::POSTVENTA).await?;
            let issue = node::Entity::find().filter(node::Column::ParentId.eq(item.id)).order_by_asc(node::Column::Position).one(&txn).await?;
            let input = FailureIn { area_id: place.parent_id, place_id: Some(place.id), item_id: Some(item.id), issue_id: issue.map(|i| i.id), detail: Some("Reportado por el propietario.".into()), severity_id: None, batch: None, guarantee: None };
            made.push(failures::register(&txn, &ctx, &reload, &input).await?);
        }
        let at = |days: i64| Utc::now() + Duration::days(days);
        let kind = match *end {
            "inspection" => Some((OrderKind::Oi, at(2))),
            "work" => Some((OrderKind::Ot, at(4))),
            _ => None,
        };
        if let Some((kind, starts_at)) = kind {
            let reload = store::load(&txn, &ctx, row.id, tickets::POSTVENTA).await?;
            let form = Checked { responsible_id: Some(ctx.user.id), contractor: None, starts_at, ends_at: starts_at + Duration::hours(2), observation: Some("Coordinar acceso con conserjería.".into()) };
            order_rules::open(&txn, &ctx, &reload, kind, form, &made).await?;
        }
        let action = match *end {
            "open" | "inspection" | "work" => Some((Action::Open, None, None, "")),
            "in_progress" => Some((Action::SendAs, Some(SendAs::InProgress), None, "Estamos coordinando la visita.")),
            "postponed" => Some((Action::Postpone, None, Some((Utc::now() + Duration::days(10)).date_naive()), "El propietario está de viaje.")),
            "finished" => Some((Action::Finish, None, None, "Se reparó en la visita del martes.")),
            _ => None,
        };
        if let Some((action, send_as, until, message)) = action {
            let reload = store::load(&txn, &ctx, row.id, tickets::POSTVENTA).await?;
            transitions::apply(&txn, state, &ctx, reload, action, Input { until, send_as, message, ..Default::default() }).await?;
        }
    }
    let hash = platform::security::hash_password(super::PASSWORD)?;
    owner_account::Entity::update_many().col_expr(owner_account::Column::PasswordHash, Expr::value(Some(hash))).filter(owner_account::Column::Email.eq(OWNER_EMAIL)).exec(&txn).await?;
    txn.commit().await?;
    Ok(())
}

/// The owners' portal demo login (README): the owner of the units of the first, sixth and seventh requests (a new
/// one, one with an inspection to confirm, one with a work order), who signs in with the demo password.
pub const OWNER_EMAIL: &str = "propietario@correo.cl";

async fn owner_portal_demo<C: sea_orm::ConnectionTrait>(db: &C, units: &[unit::Model]) -> ApiResult<()> {
    if units.is_empty() {
        return Ok(());
    }
    let ids: Vec<Uuid> = [0, 5, 6].iter().map(|i| units[i % units.len()].id).collect();
    owner::Entity::update_many()
        .col_expr(owner::Column::FirstName, Expr::value("Camila"))
        .col_expr(owner::Column::LastName, Expr::value("Fuentes"))
        .col_expr(owner::Column::Email, Expr::value(OWNER_EMAIL))
        .filter(owner::Column::UnitId.is_in(ids))
        .filter(owner::Column::Role.eq("owner"))
        .exec(db)
        .await?;
    Ok(())
}
