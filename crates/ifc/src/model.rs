//! The model a read returns: project, products with their place in the spatial structure, property sets.

/// The IFC schema named in the file header (`FILE_SCHEMA`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Schema {
    /// IFC2X3 (also `IFC2X3_TC1`).
    Ifc2x3,
    /// IFC4 (any addendum or corrigendum).
    Ifc4,
    /// IFC4X3, and the interim IFC4X1 and IFC4X2, which it supersedes.
    Ifc4x3,
}

impl Schema {
    /// The schema's name as written in headers: `"IFC2X3"`, `"IFC4"` or `"IFC4X3"`.
    pub fn as_str(&self) -> &'static str {
        match self {
            Schema::Ifc2x3 => "IFC2X3",
            Schema::Ifc4 => "IFC4",
            Schema::Ifc4x3 => "IFC4X3",
        }
    }
}

impl std::fmt::Display for Schema {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What was read from a file.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// The schema of the file.
    pub schema: Schema,
    /// Number of records in the DATA section(s).
    pub entities: usize,
    /// The (first) `IfcProject`.
    pub project: Option<Project>,
    /// Every `IfcProduct` instance, spatial elements and openings included, in file order.
    pub products: Vec<Product>,
    /// The property and quantity sets of the products, each once, in file order; empty unless
    /// [`Options::properties`](crate::Options::properties) was set.
    pub property_sets: Vec<PropertySet>,
}

/// The `IfcProject` of a file.
#[derive(Debug, Clone, PartialEq)]
pub struct Project {
    /// The record's instance name (`#id`).
    pub step_id: u64,
    pub global_id: String,
    pub name: Option<String>,
}

/// An `IfcProduct` instance.
#[derive(Debug, Clone, PartialEq)]
pub struct Product {
    /// The record's instance name (`#id`).
    pub step_id: u64,
    pub global_id: String,
    /// The class in the schema's spelling, e.g. `IfcWallStandardCase`.
    pub class: String,
    pub name: Option<String>,
    pub object_type: Option<String>,
    /// Name of the type object related by `IfcRelDefinesByType`, if any.
    pub type_name: Option<String>,
    /// A spatial element: site, building, storey, space (and IFC4/IFC4X3 spatial zones, facilities, …).
    pub spatial: bool,
    /// Index into [`Model::products`] of the parent: for a spatial element its `IfcRelAggregates` parent; for
    /// other products the containing spatial element (`IfcRelContainedInSpatialStructure`), else the product
    /// aggregating it (`IfcRelAggregates`), else, for an opening, the element it voids (`IfcRelVoidsElement`).
    /// `None`: directly under the project, or not placed.
    pub parent: Option<usize>,
    /// Index into [`Model::products`] of the first `IfcBuildingStorey` found walking up from the parent (so a
    /// storey's own `storey` is `None` unless it is nested in another storey).
    pub storey: Option<usize>,
    /// Indices into [`Model::property_sets`]: the product's own sets (`IfcRelDefinesByProperties`, in file order of
    /// the relationships), then its type object's `HasPropertySets`; each set at most once.
    pub property_sets: Vec<usize>,
}

/// Whether a set holds properties or quantities.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SetKind {
    /// `IfcPropertySet`.
    Properties,
    /// `IfcElementQuantity`.
    Quantities,
}

/// An `IfcPropertySet` or `IfcElementQuantity`.
#[derive(Debug, Clone, PartialEq)]
pub struct PropertySet {
    /// The record's instance name (`#id`).
    pub step_id: u64,
    pub name: String,
    pub kind: SetKind,
    /// The properties of a kind this crate reads, in the order of the set; others (complex properties, table
    /// values, references) are left out.
    pub properties: Vec<Property>,
}

/// A property or quantity with its value.
#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    /// Shared by every property of the same name in the file.
    pub name: std::sync::Arc<str>,
    pub value: Value,
}

/// A property value.
///
/// Single values take the variant of their literal (`IFCLABEL('x')` is `Text`, `IFCREAL(1.5)` is `Number`,
/// `IFCINTEGER(3)` is `Integer`, `IFCBOOLEAN(.T.)` is `Bool`, `IFCLOGICAL(.U.)` is `Logical(None)`); enumerated and
/// list values are `List`; a bounded value is `Text("lower–upper")`; quantities are `Number`.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Text(String),
    Integer(i64),
    Number(f64),
    Bool(bool),
    /// `Some(true)`, `Some(false)`, or `None` for unknown (`.U.`).
    Logical(Option<bool>),
    List(Vec<Value>),
}

impl Value {
    /// The value as a number, for `Integer` and `Number`.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Integer(i) => Some(*i as f64),
            Value::Number(n) => Some(*n),
            _ => None,
        }
    }
}

impl std::fmt::Display for Value {
    /// `Null` is empty, lists are joined with `", "`, booleans are `true`/`false`, unknown is `unknown`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Null => Ok(()),
            Value::Text(s) => f.write_str(s),
            Value::Integer(i) => write!(f, "{i}"),
            Value::Number(n) => write!(f, "{n}"),
            Value::Bool(b) | Value::Logical(Some(b)) => write!(f, "{b}"),
            Value::Logical(None) => f.write_str("unknown"),
            Value::List(items) => {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                Ok(())
            }
        }
    }
}
