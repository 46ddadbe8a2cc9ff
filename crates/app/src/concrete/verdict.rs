//! The conformity of a lot: the results of its tested samples at the design age (28 days) judged by the standard
//! of the company's country (crate `concrete`: NCh 1998 in Chile and elsewhere, NBR 12655 in Brazil) against the
//! type's specified strength. A lot that turns non-conforming raises one Cmanagement ticket, pinned to every element
//! of its placements and naming them all; the ticket stays when the verdict later changes (people close it).

use chrono::Utc;
use concrete::{Condition, Dispersion, FractionDefective, Sampling, Standard};
use platform::{context::Ctx, entities::company, i18n::Msg, ApiResult};
use sea_orm::{sea_query::Expr, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::Serialize;
use uuid::Uuid;

use super::{entity::{catalog, lot, placement, placement_element, sample}, find_lot, samples::specimens, settings};
use crate::tickets::{self, entity::ticket, status::{Origin, Priority}, store};

/// The age whose results decide conformity.
pub const DESIGN_AGE: i16 = 28;

#[derive(Serialize, utoipa::ToSchema)]
pub struct CriterionOut {
    /// mean, individual, fck_est, psi6_floor…
    pub name: String,
    pub required_mpa: f64,
    pub actual_mpa: f64,
    pub passed: bool,
}

pub struct Judged {
    pub verdict: &'static str,
    pub estimate_e1: Option<i32>,
    pub criteria: Vec<CriterionOut>,
}

/// One sample's result in MPa: NCh 1998 the mean of its specimens, NBR 12655 the higher one.
pub fn sample_result(standard: &str, specimens_e1: &[i32]) -> Option<f64> {
    let values: Vec<f64> = specimens_e1.iter().map(|v| f64::from(*v) / 10.0).collect();
    if values.is_empty() {
        return None;
    }
    if standard == "nbr12655" { concrete::nbr_exemplar_result(&values).ok() } else { concrete::nch_sample_result(&values).ok() }
}

pub async fn standard_of_company<C: ConnectionTrait>(db: &C, company_id: Uuid) -> ApiResult<&'static str> {
    let country = company::Entity::find_by_id(company_id).one(db).await?.map(|c| c.country).unwrap_or_default();
    Ok(if country.eq_ignore_ascii_case("BR") { "nbr12655" } else { "nch1998" })
}

/// The lot's verdict by its samples now, without storing it.
pub async fn judge_only<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &lot::Model) -> ApiResult<Judged> {
    let standard_name = settings::standard_of(ctx);
    let limits = settings::of(db, ctx).await?;
    let strength = catalog::Entity::find_by_id(row.type_id).one(db).await?.and_then(|t| t.strength_e1).map(|s| f64::from(s) / 10.0);
    let results: Vec<f64> = sample::Entity::find().filter(sample::Column::LotId.eq(row.id)).filter(sample::Column::AgeDays.eq(DESIGN_AGE)).all(db).await?.iter().filter_map(|s| sample_result(standard_name, &specimens(s))).collect();
    let pending = Judged { verdict: "pending", estimate_e1: None, criteria: Vec::new() };
    let Some(strength) = strength else { return Ok(pending) };
    if results.is_empty() {
        return Ok(pending);
    }
    let standard = if standard_name == "nbr12655" {
        let condition = match limits.nbr_condition.as_str() { "B" => Condition::B, "C" => Condition::C, _ => Condition::A };
        Standard::Nbr12655 { sampling: Sampling::Partial, condition }
    } else {
        let fraction_defective = if limits.fraction_defective == 20 { FractionDefective::Pct20 } else { FractionDefective::Pct10 };
        Standard::Nch1998 { fraction_defective, dispersion: Dispersion::FromLot, individual_margin_mpa: f64::from(limits.individual_margin_e1) / 10.0 }
    };
    let Ok(verdict) = concrete::evaluate(&standard, strength, &results) else { return Ok(pending) };
    let criteria = verdict.criteria.iter().map(|c| CriterionOut { name: c.name.clone(), required_mpa: round(c.required_mpa), actual_mpa: round(c.actual_mpa), passed: c.passed }).collect();
    let estimate_e1 = verdict.estimate_mpa.map(|e| (e * 10.0).round() as i32);
    Ok(match verdict.conforming {
        Some(true) => Judged { verdict: "conforming", estimate_e1, criteria },
        Some(false) => Judged { verdict: "non_conforming", estimate_e1, criteria },
        None => Judged { verdict: "pending", estimate_e1, criteria },
    })
}

fn round(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// Judges the lot again and stores the verdict; the first time it is non-conforming, raises its ticket.
pub async fn judge<C: ConnectionTrait>(db: &C, ctx: &Ctx, lot_id: Uuid) -> ApiResult<()> {
    let row = find_lot(db, ctx, lot_id).await?;
    let judged = judge_only(db, ctx, &row).await?;
    let mut ticket_id = row.ticket_id;
    if judged.verdict == "non_conforming" && ticket_id.is_none() {
        ticket_id = raise(db, ctx, &row, judged.estimate_e1).await?;
    }
    lot::Entity::update_many()
        .col_expr(lot::Column::Verdict, Expr::value(judged.verdict))
        .col_expr(lot::Column::EstimateE1, Expr::value(judged.estimate_e1))
        .col_expr(lot::Column::TicketId, Expr::value(ticket_id))
        .col_expr(lot::Column::UpdatedAt, Expr::value(Utc::now()))
        .filter(lot::Column::Id.eq(lot_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The ticket of a non-conforming lot, in the caller's language: pinned to every element poured in it, the first
/// placement's first element as the main pin.
async fn raise<C: ConnectionTrait>(db: &C, ctx: &Ctx, row: &lot::Model, estimate_e1: Option<i32>) -> ApiResult<Option<Uuid>> {
    let placements = placement::Entity::find().filter(placement::Column::LotId.eq(row.id)).order_by_asc(placement::Column::Number).all(db).await?;
    let ids: Vec<Uuid> = placements.iter().map(|p| p.id).collect();
    let mut elements = placement_element::Entity::find().filter(placement_element::Column::PlacementId.is_in(ids.clone())).order_by_asc(placement_element::Column::GlobalId).all(db).await?;
    // By placement number (a stable sort keeps each placement's elements by GlobalId).
    elements.sort_by_key(|e| ids.iter().position(|id| *id == e.placement_id));
    let type_name = catalog::Entity::find_by_id(row.type_id).one(db).await?.map(|t| t.name).unwrap_or_default();
    let subject = Msg::new("concrete.ticket_subject").arg("number", row.number).arg("type", &type_name).render(ctx.locale);
    let numbers: Vec<String> = placements.iter().map(|p| format!("#{} ({}, {})", p.number, p.location, p.poured_on)).collect();
    let estimate = estimate_e1.map(|e| format!("{:.1}", f64::from(e) / 10.0)).unwrap_or_else(|| "—".into());
    let description = Msg::new("concrete.ticket_description").arg("estimate", estimate).arg("placements", numbers.join(", ")).arg("elements", elements.iter().map(|e| e.global_id.as_str()).collect::<Vec<_>>().join(", ")).render(ctx.locale);
    let new = store::New { project_id: row.project_id, scope: tickets::CMANAGEMENT, subject, description: Some(description), priority: Priority::High, origin: Origin::Concrete, applicant_id: ctx.actor(), owner_id: None, unit_id: None, responsible_id: None };
    let created = store::insert(db, ctx, new).await?;
    let data = serde_json::json!({"lot_id": row.id, "project_id": row.project_id, "number": row.number, "type": type_name, "estimate_mpa": estimate_e1.map(|e| f64::from(e) / 10.0), "ticket_id": created.id});
    crate::config::webhooks::emit(db, ctx.company.id, "lot.non_conforming", data).await?;
    if let Some(first) = elements.first() {
        ticket::Entity::update_many().col_expr(ticket::Column::BimModelId, Expr::value(first.model_id)).col_expr(ticket::Column::BimGlobalId, Expr::value(first.global_id.clone())).filter(ticket::Column::Id.eq(created.id)).exec(db).await?;
        // A pin is of one model: should the lot's placements be on models assigned to Concrete in turn, the others
        // are named in the description only.
        let further: Vec<String> = elements.iter().filter(|e| e.model_id == first.model_id).map(|e| e.global_id.clone()).collect();
        tickets::pin::set_further(db, created.id, &first.global_id, &further).await?;
    }
    Ok(Some(created.id))
}
