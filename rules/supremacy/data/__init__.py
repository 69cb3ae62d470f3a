"""Suprématie's data: the resource cards and the printed tables (see the package doc)."""
