// Elements by route (spec §3 Element list and List-key mapping, §7 GET /element/{route}, …/{id}, …/register):
// events and the owner's other lists, their pages and registration. Other features import only from here.
export { ElementListScreen, ElementDetail } from './components/element-screens';
export { getElement, getElements } from './api/get-elements';
