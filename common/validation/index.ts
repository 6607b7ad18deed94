/** The validation rules of spec section 5, one file per concern. */
export * from './base';
export * from './contact';
export * from './password';
export * from './person';
export * from './dates';
export * from './numbers';
export * from './geo';
export * from './text';
export * from './files';
export * from './agreement';
export * from './members';
export * from './issues';
export * from './paging';
