export default { component: true };
