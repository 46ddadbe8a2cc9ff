#!/usr/bin/env python3
"""IfcOpenShell side of the IFC reader benchmark: the same work as `ifc_bench` (crates/ifc/examples).

usage: ifcopenshell_bench.py list|full FILE

list: every IfcProduct with GlobalId, class, Name, ObjectType, type name and parent (containing structure,
aggregate or voided element), and the storey above it. full: also every property and quantity set of every product
(its own through IfcRelDefinesByProperties, then its type's HasPropertySets) with every value read. Prints the
counts as one line of JSON.
"""
import json
import sys

import ifcopenshell

QUANTITY_VALUE = 3  # IfcPhysicalSimpleQuantity: Name, Description, Unit, <value>


def parent_of(product):
    if product.is_a("IfcSpatialStructureElement") or product.is_a("IfcSpatialElement"):
        for rel in product.Decomposes or ():
            return rel.RelatingObject if rel.RelatingObject.is_a("IfcProduct") else None
        return None
    for rel in getattr(product, "ContainedInStructure", None) or ():
        return rel.RelatingStructure
    for rel in product.Decomposes or ():
        return rel.RelatingObject if rel.RelatingObject.is_a("IfcProduct") else None
    for rel in getattr(product, "VoidsElements", None) or ():
        return rel.RelatingBuildingElement
    return None


def type_of(product):
    for rel in product.IsDefinedBy or ():
        if rel.is_a("IfcRelDefinesByType"):
            return rel.RelatingType
    for rel in getattr(product, "IsTypedBy", None) or ():
        return rel.RelatingType
    return None


def property_values(definition):
    """Reads every value of a property or quantity set; returns how many there were."""
    values = []
    if definition.is_a("IfcPropertySet"):
        for prop in definition.HasProperties:
            if prop.is_a("IfcPropertySingleValue"):
                values.append(prop.NominalValue.wrappedValue if prop.NominalValue else None)
            elif prop.is_a("IfcPropertyEnumeratedValue"):
                values.append([v.wrappedValue for v in prop.EnumerationValues or ()])
            elif prop.is_a("IfcPropertyListValue"):
                values.append([v.wrappedValue for v in prop.ListValues or ()])
            elif prop.is_a("IfcPropertyBoundedValue"):
                values.append((prop.LowerBoundValue, prop.UpperBoundValue))
    elif definition.is_a("IfcElementQuantity"):
        for quantity in definition.Quantities:
            if quantity.is_a("IfcPhysicalSimpleQuantity"):
                values.append(quantity[QUANTITY_VALUE])
    return len(values)


def sets_of(product, type_object, type_sets):
    sets = []
    for rel in product.IsDefinedBy or ():
        if rel.is_a("IfcRelDefinesByProperties"):
            definition = rel.RelatingPropertyDefinition
            for d in definition if isinstance(definition, tuple) else (definition,):
                if d.is_a("IfcPropertySet") or d.is_a("IfcElementQuantity"):
                    sets.append(d)
    if type_object is not None:
        key = type_object.id()
        if key not in type_sets:
            type_sets[key] = [
                d for d in type_object.HasPropertySets or () if d.is_a("IfcPropertySet") or d.is_a("IfcElementQuantity")
            ]
        sets.extend(type_sets[key])
    unique, seen = [], set()
    for s in sets:
        if s.id() not in seen:
            seen.add(s.id())
            unique.append(s)
    return unique


def main():
    mode, path = sys.argv[1], sys.argv[2]
    model = ifcopenshell.open(path)
    entities = len(model.entity_names())
    products = model.by_type("IfcProduct")
    rows, parents = [], {}
    type_sets, set_values = {}, {}
    links = values = 0
    for product in products:
        type_object = type_of(product)
        parent = parent_of(product)
        parents[product.id()] = parent
        rows.append((product.GlobalId, product.is_a(), product.Name, product.ObjectType,
                     type_object.Name if type_object else None))
        if mode == "full":
            for s in sets_of(product, type_object, type_sets):
                links += 1
                if s.id() not in set_values:
                    set_values[s.id()] = property_values(s)
                values += set_values[s.id()]
    storeys = 0
    for product in products:
        if product.is_a("IfcBuildingStorey"):
            storeys += 1
        parent, steps = parents[product.id()], 0
        while parent is not None and not parent.is_a("IfcBuildingStorey") and steps < len(products):
            parent, steps = parents.get(parent.id()), steps + 1
    print(json.dumps({"tool": "ifcopenshell", "mode": mode, "schema": model.schema, "entities": entities,
                      "products": len(rows), "storeys": storeys, "property_sets": links,
                      "property_values": values}))


if __name__ == "__main__":
    main()
