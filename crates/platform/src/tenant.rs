//! Tenancy made structural. A [`Tenant`] can only be obtained from an authenticated request context, and the
//! company-owned entities are only reachable through [`Scoped::scoped`], which starts every query with the tenant's
//! company. A query that forgets the company does not compile unless it names `Entity::find()` on purpose.

use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Select};
use uuid::Uuid;

use crate::{entities::*, ids::CompanyId};

/// The company a request acts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tenant(CompanyId);

impl Tenant {
    /// Only the request context and system tasks (demo loader, registration) create tenants.
    pub(crate) fn new(id: CompanyId) -> Self {
        Self(id)
    }

    /// For system tasks that act for a company without a signed-in user (registration, demo data, jobs).
    pub fn system(id: CompanyId) -> Self {
        Self(id)
    }

    pub fn id(&self) -> CompanyId {
        self.0
    }

    pub fn uuid(&self) -> Uuid {
        self.0 .0
    }
}

/// Entities that belong to one company.
pub trait Scoped: EntityTrait {
    fn company_column() -> Self::Column;

    /// `SELECT … WHERE company_id = tenant`.
    fn scoped(tenant: &Tenant) -> Select<Self> {
        Self::find().filter(Self::company_column().eq(tenant.uuid()))
    }
}

macro_rules! scoped {
    ($($module:ident),*) => {$(
        impl Scoped for $module::Entity {
            fn company_column() -> Self::Column { $module::Column::CompanyId }
        }
    )*};
}

scoped!(project_group, project, position, profile, user, user_project, notification, activation_request, api_key);
