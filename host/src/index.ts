// Federation needs an async boundary before shared modules are used (no `eager`).
void import('./bootstrap');
