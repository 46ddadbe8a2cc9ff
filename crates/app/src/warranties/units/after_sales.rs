//! What a signed act hands to after-sales: its observed failures become one after-sales request of the unit on
//! the ticket core (scope `postventa`, origin delivery act), with each failure in its description. The
//! after-sales module turns the description's lines into failures of its own; the request is made now so that
//! nothing observed at delivery waits for it.

use chrono::Utc;
use platform::{context::Ctx, ApiResult};
use sea_orm::{ConnectionTrait, EntityTrait};
use uuid::Uuid;

use crate::{
    tickets::{
        self, activity,
        entity::ticket,
        status::{Origin, Priority, Status},
        store,
    },
    warranties::entity::unit,
};

/// Opens the request when the act has observations; returns its number.
pub async fn open_from_act<C: ConnectionTrait>(db: &C, ctx: &Ctx, unit: &unit::Model, observations: &[act::Observation]) -> ApiResult<Option<i64>> {
    if observations.is_empty() {
        return Ok(None);
    }
    let pt = ctx.company.country.eq_ignore_ascii_case("BR");
    let subject = if pt { format!("Observações do termo de entrega · {}", unit.name) } else { format!("Observaciones del acta de entrega · {}", unit.name) };
    let lines: Vec<String> = observations
        .iter()
        .map(|o| {
            let mut line = format!("- {} › {} › {}", o.area, o.place, o.item);
            if let Some(issue) = &o.issue {
                line.push_str(&format!(": {issue}"));
            }
            if let Some(sev) = &o.severity {
                line.push_str(&format!(" ({sev})"));
            }
            if let Some(c) = &o.comment {
                line.push_str(&format!(". {c}"));
            }
            line
        })
        .collect();
    let now = Utc::now();
    let priority = Priority::High;
    let row = ticket::Model {
        id: Uuid::now_v7(),
        company_id: ctx.company.id,
        project_id: unit.project_id,
        scope: tickets::POSTVENTA.into(),
        number: store::next_number(db, unit.project_id).await?,
        subject,
        description: Some(lines.join("\n")),
        status: Status::New.as_str().into(),
        send_as: None,
        priority: priority.as_str().into(),
        priority_rank: priority.rank() as i16,
        origin: Origin::DeliveryAct.as_str().into(),
        applicant_id: None,
        owner_id: None,
        unit_id: Some(unit.id),
        responsible_id: unit.responsible_id,
        category_id: None,
        postponed_until: None,
        orders_count: 0,
        merged_into: None,
        bim_model_id: None,
        bim_global_id: None,
        created_by: Some(ctx.user.id),
        created_at: now,
        updated_at: now,
        finished_at: None,
        version: 1,
    };
    ticket::Entity::insert(ticket::ActiveModel::from(row.clone())).exec_without_returning(db).await?;
    activity::record(db, ctx, row.id, "created", serde_json::json!({"subject": row.subject, "priority": row.priority, "origin": row.origin})).await?;
    Ok(Some(row.number))
}
