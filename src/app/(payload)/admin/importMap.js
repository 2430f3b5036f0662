/** @type import('payload').ImportMap */
export const importMap = {}
