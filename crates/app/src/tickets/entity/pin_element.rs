//! A further element a ticket is pinned to, beside its main pin (`ticket.bim_global_id`), in the main pin's model
//! (`tickets::pin`). Scoped through its ticket, as the CC and the custom values are.

use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "ticket_pin_elements")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub ticket_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub global_id: String,
    /// The order the elements were pinned in (the main pin comes before all of them).
    pub position: i32,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(belongs_to = "super::ticket::Entity", from = "Column::TicketId", to = "super::ticket::Column::Id")]
    Ticket,
}

impl Related<super::ticket::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Ticket.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
